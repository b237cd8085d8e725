/** The public privacy declaration, linked from the login page (portal spec §2.1). */
export const PRIVACY_HREF = '/privacy';
