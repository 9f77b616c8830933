import type { Writable } from 'node:stream';

/**
 * Resolves true once `output` wants more bytes, or false when nobody reads any more (the download was
 * cancelled and the stream closed): a streamed report waits on this between batches. Both listeners go
 * as soon as one fires, so a long export does not pile them up.
 */
export function outputDrained(output: Writable): Promise<boolean> {
  if (output.destroyed) return Promise.resolve(false);
  if (!output.writableNeedDrain) return Promise.resolve(true);
  return new Promise((resolve) => {
    const settle = (wanted: boolean) => {
      output.off('drain', onDrain);
      output.off('close', onClose);
      resolve(wanted);
    };
    const onDrain = () => settle(true);
    const onClose = () => settle(false);
    output.on('drain', onDrain);
    output.on('close', onClose);
  });
}
