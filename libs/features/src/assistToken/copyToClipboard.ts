/** Writes the assist token to the clipboard (the top bar and the contact page copy it the same way). */
export const copyToClipboard = (text: string): Promise<void> => navigator.clipboard.writeText(text);
