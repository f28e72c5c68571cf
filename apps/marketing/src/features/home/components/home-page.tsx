import { HomeView } from "#features/home/components/home-view.tsx";

export default function HomePage() {
  return <HomeView />;
}
