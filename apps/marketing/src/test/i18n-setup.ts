// Tests render pages without main.tsx: activate the English catalogue first, as main.tsx does before rendering.
import { activateLocale, loadLegalMessages } from "#lib/i18n.tsx";

await activateLocale("en");
await loadLegalMessages();
