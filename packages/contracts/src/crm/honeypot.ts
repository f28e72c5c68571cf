/**
 * The name of the intake's hidden honeypot field: people leave it empty, form-filling bots do not. In a module of its
 * own (no zod) so that the visa form's first load can name the field without the intake schemas.
 */
export const HONEYPOT_FIELD = "website";
