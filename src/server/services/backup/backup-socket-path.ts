import path from 'node:path';

/**
 * The running app's backup socket: a Unix socket in DATA_DIR (0700, the socket 0600), so only the
 * account that runs the app (and root) can ask it for a snapshot; nothing listens on the network.
 */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');
