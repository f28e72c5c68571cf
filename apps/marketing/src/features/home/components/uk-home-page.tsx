import { HomeView } from "#features/home/components/home-view.tsx";

/** /uk: the home page with UK content forced (docs/behaviours/public-site.md#pages). */
export default function UkHomePage() {
  return <HomeView forceCountry="GB" />;
}
