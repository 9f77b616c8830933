import { type AddressInfo, connect, createServer, type Socket } from 'node:net';

export type TcpProxy = {
  port: number;
  /** Drops every open connection and refuses new ones, as a stopped database server does. */
  cut: () => Promise<void>;
  /** Drops every open connection and accepts new ones without ever answering, as a hung server does. */
  silence: () => void;
  /** Forwards new connections again, on the same port. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
};

/** A TCP proxy on 127.0.0.1 to `target`, which a test can cut, silence and restore to take a peer away. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let silent = false;
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const dropAll = () => {
    for (const socket of open) socket.destroy();
  };
  const server = createServer((client) => {
    track(client);
    if (silent) return;
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      dropAll();
      server.close(() => resolve());
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    port,
    cut: stopListening,
    silence: () => {
      silent = true;
      dropAll();
    },
    restore: async () => {
      silent = false;
      dropAll();
      if (!server.listening) await listen(port);
    },
    close: async () => {
      if (server.listening) await stopListening();
    },
  };
}
