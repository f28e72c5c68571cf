/** Pixel sizes of the flags (4:3), by where they sit. */
const SIZES = { sm: [20, 15], md: [28, 21], lg: [40, 30] } as const;

/**
 * A country's flag as an SVG image (served from /flags/, see flags-plugin.ts), with its width and height set so
 * that nothing moves when it arrives. Decorative: the country's name is always written beside it.
 */
export function Flag({
  code,
  size = "sm",
  className,
}: {
  code: string;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const [width, height] = SIZES[size];
  return (
    <img
      src={`/flags/${code.toLowerCase()}.svg`}
      alt=""
      width={width}
      height={height}
      // Small decorative images: never ahead of the page's text and scripts. It also keeps React's prerenderer from
      // writing a high-priority <link rel="preload"> for every flag on the page (seventeen on the home page), which
      // took the first round trips' bandwidth from the scripts (docs/behaviours/speed.md#public-pages).
      fetchPriority="low"
      className={`inline-block shrink-0 rounded-sm object-cover ring-1 ring-black/10 ${className ?? ""}`}
    />
  );
}
