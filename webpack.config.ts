import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { readAppEnv } from './config/env';
import { flagsFor } from './config/flags';
import { CopyPublicPlugin, EmptyDirPlugin, RoutePreloadPlugin, SizeReportPlugin } from './config/build/plugins';

const API_PREFIXES = ['/web-api', '/web-registry-api', '/website-nav', '/web-marketplace-api', '/api/v0', '/media', '/dev', '/health'];

/** The routes whose initial JS and CSS we budget (npm run size) and benchmark (npm run bench). */
export const MEASURED_ROUTES: Record<string, string> = {
  home: 'routes/HomePage',
  'guest-registry': 'routes/registry/RegistryPage',
  category: 'routes/shop/CategoryPage',
  product: 'routes/shop/ProductPage',
  guests: 'routes/guests/GuestsPage',
  // A couple's published wedding website (issue 28): guests open it on their phones.
  'wedding-site': 'routes/website/WeddingSitePage',
};

export default (
  _env: unknown,
  argv: { mode?: 'production' | 'development' },
): webpack.Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode !== 'development';
  const appEnv = readAppEnv(process.env.APP_ENV ?? (production ? 'production' : 'development'));
  const outDir = path.resolve(process.env.DIST_DIR ?? 'dist');
  // Production source maps are kept for error reports but never served: 'hidden' (no
  // sourceMappingURL comment in the files) and written beside the build (dist-sourcemaps/ for dist/),
  // outside the directory the server serves.
  const sourceMapDir = `${outDir}-sourcemaps`;
  return {
    mode: production ? 'production' : 'development',
    entry: { main: path.resolve(process.env.WEBPACK_ENTRY ?? 'src/index.tsx') },
    output: {
      path: outDir,
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      ...(production ? { sourceMapFilename: `${path.relative(outDir, sourceMapDir)}/[file].map` } : {}),
      clean: true,
    },
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // React Router 7's package exports resolve to its development build in every mode
      // (remix-run/react-router#12532, #14102): dev warnings on, in the framework chunk of every
      // route. Production builds take its production build, whose only change is
      // ENABLE_DEV_WARNINGS = false. Both entry points are aliased so one copy is bundled.
      ...(production
        ? {
            alias: {
              'react-router$': path.resolve('node_modules/react-router/dist/production/index.mjs'),
              'react-router/dom$': path.resolve('node_modules/react-router/dist/production/dom-export.mjs'),
            },
          }
        : {}),
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          // Type checking is `tsc --noEmit` in `npm test`; the build only transpiles.
          use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { sourceMap: true } } },
        },
        {
          test: /\.s?css$/,
          use: [
            MiniCssExtractPlugin.loader,
            {
              loader: 'css-loader',
              options: {
                modules: {
                  auto: /\.module\.scss$/,
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  localIdentName: production ? '[hash:base64:6]' : '[name]__[local]',
                },
              },
            },
            { loader: 'sass-loader', options: { sassOptions: { loadPaths: [path.resolve('src')] } } },
          ],
        },
        { test: /\.(svg|png|jpg|webp|woff2?)$/, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash][ext]' } },
      ],
    },
    optimization: {
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            name: 'framework',
            priority: 20,
          },
          state: {
            test: /[\\/]node_modules[\\/](@reduxjs|redux|redux-saga|@redux-saga|react-redux|immer|reselect|axios)[\\/]/,
            name: 'state',
            priority: 15,
          },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    plugins: [
      new HtmlWebpackPlugin({ template: 'public/index.html' }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
      }),
      new webpack.DefinePlugin({
        __APP_ENV__: JSON.stringify(appEnv),
        __FEATURE_FLAGS__: JSON.stringify(flagsFor(appEnv)),
      }),
      new CopyPublicPlugin(['robots.txt', 'favicon.svg'], path.resolve('public')),
      ...(production
        ? [
            new EmptyDirPlugin(sourceMapDir),
            new SizeReportPlugin(MEASURED_ROUTES),
            new RoutePreloadPlugin(path.resolve('src/app/routeTable.ts')),
          ]
        : []),
    ],
    devServer: {
      port: Number(process.env.DEV_PORT ?? 8080),
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: API_PREFIXES, target: `http://localhost:${process.env.PORT ?? 3000}` }],
    },
  };
};
