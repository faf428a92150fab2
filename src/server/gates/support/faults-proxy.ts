import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test can cut and restore, to play a database restart
 * without restarting the shared server: `cut()` destroys every open connection (both sides, as a
 * crashed server would) and stops listening, so new connections are refused (ECONNREFUSED) like
 * a server that is down; `restore()` listens again on the same port.
 */
export class FaultProxy {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private portNumber = 0;
  /** Connections accepted since the start (a test can check the app really went through the proxy). */
  accepted = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  get port(): number {
    return this.portNumber;
  }

  get isCut(): boolean {
    return !this.server;
  }

  async start(port = 0): Promise<number> {
    const server = net.createServer((client) => this.pipe(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    this.portNumber = (server.address() as net.AddressInfo).port;
    return this.portNumber;
  }

  private pipe(client: net.Socket) {
    this.accepted += 1;
    const upstream = net.connect(this.targetPort, this.targetHost);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.setNoDelay(true);
      // A reset on one side closes the other; the errors themselves are expected here.
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
      socket.on('close', () => {
        this.sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  }

  /** The database goes away: every open connection is reset and new ones are refused. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    const closed = server ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
    for (const socket of this.sockets) socket.resetAndDestroy();
    this.sockets.clear();
    await closed;
  }

  /** The database is back on the same port. */
  async restore(): Promise<void> {
    if (this.server) return;
    await this.start(this.portNumber);
  }

  async close(): Promise<void> {
    await this.cut();
  }
}
