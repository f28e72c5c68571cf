import { HomeView } from "#features/home/components/home-view.tsx";

/** /uk: the home page with UK content forced (SPEC.md §2). */
export default function UkHomePage() {
  return <HomeView forceCountry="GB" />;
}
