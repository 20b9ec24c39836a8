/** ws hands each frame as a view into a larger read or pooled slab; kept for seconds, such a view keeps the whole slab alive. */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(own);
  return own;
}
