// `npm run preview`: serve dist/ as a plain static host would (no rewrites).
// Usage: node scripts/serve.mjs [--dir dist] [--port 4321] [--prefix /ipfs/<cid>/]
// BASE_PATH is honoured. --prefix serves the same files under another path, redirecting a folder
// to its trailing-slash form as an IPFS path gateway does (the default build works under any prefix).
import { parseArgs } from 'node:util';
import { startStaticServer } from './lib/static-server.mjs';
import { siteBase } from './lib/site-config.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4321' },
    prefix: { type: 'string' },
  },
});
const server = await startStaticServer({
  root: values.dir,
  port: Number(values.port),
  base: siteBase(values.prefix ?? process.env.BASE_PATH),
  folderRedirects: values.prefix !== undefined,
});
console.log(`Serving ${values.dir} at ${server.url}`);
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
