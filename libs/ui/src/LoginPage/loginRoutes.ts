/** The public privacy declaration, linked from the login page (portal spec §2.1). */
export const PRIVACY_HREF = '/privacy';

/** 'Esqueci minha senha': where a password reset is asked for (portal spec §5.5). */
export const PASSWORD_RECOVERY_HREF = '/authentication/recover';
