import { createServer, type AddressInfo } from 'node:net';

/** A port nothing listens on (taken, then given back): a server that cannot be reached, or a port for a test's own server. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
