import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/routes';
import { navRoutes } from './nav/routes';
import { userRoutes } from './user/routes';
import { mediaRoutes } from './media/routes';
import { authRoutes } from './auth/routes';
import { devRoutes } from './dev/routes';
import { onboardRoutes } from './onboard/routes';
import { logRoutes } from './log/routes';
import { shopRoutes } from './shop/routes';
import { vendorRoutes } from './vendors/routes';
import { registryRoutes } from './registry/routes';
import { supportRoutes } from './support/routes';
import { privacyRoutes } from './privacy/routes';
import { cartRoutes } from './cart/routes';
import { checkoutRoutes } from './checkout/routes';
import { orderRoutes } from './orders/routes';
import { weddingRoutes } from './wedding/routes';
import { dashboardRoutes } from './dashboard/routes';
import { registrySettingsRoutes } from './registrySettings/routes';
import { experimentRoutes } from './experiments/routes';
import { metricsRoutes } from './metrics/routes';
import { guestIoRoutes } from './guests/ioRoutes';

/** Every domain module, registered once. Each adds its own routes under the spec's API prefixes. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(navRoutes);
  await app.register(userRoutes);
  await app.register(mediaRoutes);
  await app.register(authRoutes);
  await app.register(devRoutes);
  await app.register(onboardRoutes);
  await app.register(logRoutes);
  await app.register(shopRoutes);
  await app.register(vendorRoutes);
  await app.register(registryRoutes);
  await app.register(supportRoutes);
  await app.register(privacyRoutes);
  await app.register(cartRoutes);
  await app.register(checkoutRoutes);
  await app.register(orderRoutes);
  await app.register(weddingRoutes);
  await app.register(dashboardRoutes);
  await app.register(registrySettingsRoutes);
  await app.register(experimentRoutes);
  await app.register(metricsRoutes);
  await app.register(guestIoRoutes);
}
