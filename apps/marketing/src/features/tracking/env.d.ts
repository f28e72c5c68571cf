// The marketing app's build-time tracking settings (documented in utils/settings.ts and the README).
interface ImportMetaEnv {
  readonly VITE_GA_ID?: string;
  readonly VITE_GTM_ID?: string;
  readonly VITE_CLARITY_ID?: string;
  readonly VITE_ANALYTICS_SCRIPT_ORIGIN?: string;
  readonly VITE_WHATSAPP_NUMBER?: string;
}
