/**
 * What the guest is told when marking an outside gift as bought (contracts/outsideGifts.ts checks
 * the body with them). Without zod, so the guest registry page can show them without loading it.
 */
export const MARK_MESSAGES = {
  quantity: 'Choose how many you bought (1 to 99).',
  giverName: 'Please tell the couple who it is from.',
  giverNameTooLong: 'Names can be at most 100 characters.',
  message: 'Messages can be at most 500 characters.',
  email: 'Please enter a valid email address, or leave it empty.',
} as const;
