/**
 * Length and size limits of the device catalogue, apart from `devices.ts` so that a screen which
 * only caps its inputs (the partner dashboard's error-code look-up) does not load zod and the
 * catalogue's schemas before its first paint.
 */
export const DEVICE_LIMITS = {
  code: 50,
  name: 255,
  unit: 20,
  offerDescription: 5000,
  groupCode: 50,
  errorCode: 50,
  errorDescription: 2000,
  videoLink: 500,
  videoDescription: 2000,
  /** Rich text (HTML) of product card features. */
  features: 100_000,
  groupText: 100,
  /** Sales price ceiling in grosze (10 million zł). */
  salesPrice: 1_000_000_000,
  capacityKw: 9999.99,
  factor: 99_999_999.9999,
  quantity: 999,
  configurationLines: 50,
  tagsPerRecord: 50,
  filesPerRecord: 50,
  errorCodeLinks: 2000,
  /** A tree deeper than this is a mistake, not a catalogue. */
  groupDepth: 8,
} as const;
