/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), the checksum EMVCo QR payloads end with, as 4 upper-case hex. */
export const crc16CcittFalse = (text: string): string => {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
};
