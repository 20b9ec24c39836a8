/**
 * `bytes` on memory of its own, for a Buffer kept for seconds (the replay, the pending bound). ws hands each frame
 * as a view into the socket read it arrived in or into Node's Buffer pool (slabs of 64 kB on Node 24, 8 kB on Node 20): kept, such a
 * view keeps the whole read or slab alive, several times its own 8 kB. A Buffer that owns its memory is kept as is.
 */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(own);
  return own;
}
