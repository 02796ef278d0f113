import { RelativeTime } from '../../../components/RelativeTime/RelativeTime';
import { timelineSteps } from '../../../contracts/fulfilment';
import type { Order } from '../types';
import styles from './OrderTimeline.module.scss';

/**
 * Where an order's items are (issue 26): for each shipment (or, before it ships, the items sharing
 * a step), placed → processing → shipped (carrier and tracking number) → delivered, each reached
 * step with its time (spec §9 relative time). Cash-fund contributions do not ship and are not shown.
 */
export function OrderTimeline({
  order,
  headingLevel = 2,
}: {
  order: Pick<Order, 'orderNumber' | 'lines' | 'fulfilment' | 'registry'>;
  headingLevel?: 2 | 3;
}) {
  if (order.fulfilment.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const names = new Map(order.lines.map((l) => [l.id, l.quantity > 1 ? `${l.quantity} × ${l.name}` : l.name]));
  const many = order.fulfilment.length > 1;
  return (
    <section className={styles.timeline} aria-labelledby={`timeline-${order.orderNumber}`}>
      <Heading id={`timeline-${order.orderNumber}`} className={styles.heading}>
        {many ? 'Where your items are' : 'Where your order is'}
      </Heading>
      {order.fulfilment.map((group, index) => {
        const steps = timelineSteps(group);
        const current = steps.find((s) => s.current);
        const label = many ? `Shipment ${index + 1} of ${order.fulfilment.length}` : 'Your items';
        return (
          <article key={group.lineIds.join('-')} className={styles.group} aria-label={`${label}: ${current?.label ?? ''}`}>
            <p className={styles.items}>
              <span className={styles.groupLabel}>{label}:</span>{' '}
              {group.lineIds
                .map((id) => names.get(id))
                .filter(Boolean)
                .join(', ')}
            </p>
            {group.status === 'HELD' && (
              <p className={styles.note}>
                {order.registry
                  ? `${order.registry.coupleName} asked to hold their gifts and ship them together; it leaves when they release them.`
                  : 'Held: it leaves when it is released.'}
              </p>
            )}
            <ol className={styles.steps}>
              {steps.map((step) => (
                <li
                  key={step.status}
                  className={[styles.step, step.reached ? styles.reached : '', step.current ? styles.current : '']
                    .filter(Boolean)
                    .join(' ')}
                  aria-current={step.current ? 'step' : undefined}
                >
                  <span className={styles.dot} aria-hidden="true" />
                  <span className={styles.stepText}>
                    <span className={styles.stepLabel}>
                      {step.label}
                      {!step.reached && <span className="visually-hidden"> (not yet)</span>}
                    </span>
                    {step.at && <RelativeTime value={step.at} className={styles.when} />}
                    {step.status === 'SHIPPED' && group.shipment && (
                      <span className={styles.tracking}>
                        {group.shipment.carrier} · tracking number <span className={styles.number}>{group.shipment.trackingNumber}</span>
                      </span>
                    )}
                  </span>
                </li>
              ))}
            </ol>
          </article>
        );
      })}
    </section>
  );
}
