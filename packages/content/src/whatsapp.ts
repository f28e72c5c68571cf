/**
 * The consultancy's WhatsApp number: the one setting both the public site's chat links and the CRM read. The office
 * line the site already shows, so that no build sends a visitor to WhatsApp's contact picker; a build of the site may
 * set another with VITE_WHATSAPP_NUMBER.
 */
export const WHATSAPP_NUMBER = "+912240001234";
