export { default } from "#features/areas/components/area-page.tsx";
