import { getPost, POSTS } from "@visadesk/content/blog";
import { DESTINATIONS, getDestinationBySlug } from "@visadesk/content/destinations";
import {
  basePath,
  hasHindiVersion,
  LOCALE_TAGS,
  LOCALES,
  type Locale,
  localeOfPath,
  localisedPath,
  OG_LOCALES,
} from "@visadesk/content/i18n/locales";
import type { MessageKey } from "@visadesk/content/i18n/messages";
import { OFFICE } from "@visadesk/content/office";
import { destinationIn } from "#lib/destination-content.ts";
import { i18n } from "#lib/i18n.tsx";
import { countryName } from "#lib/localised-content.ts";

/** What a prerendered page puts in its <head>. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical URL: always the clean path, never the personalised query. */
  canonical: string;
  ogType: "website" | "article";
  /** JSON-LD objects for `<script type="application/ld+json">`. */
  jsonLd: object[];
  /** The page's language, and its address in each language that has it (the hreflang pairs). */
  locale: Locale;
  alternates: Array<{ locale: Locale; href: string }>;
}

// The head's texts come from the active catalogue: the prerenderer renders a page (activating its language) first.
const t = (key: MessageKey, values?: Record<string, string>) => i18n._(key, values);

// The Hindi home is /hi/ (with its slash, like the root), every other page without a trailing slash.
const url = (path: string) => `${OFFICE.siteUrl}${path === "/hi" ? "/hi/" : path}`;

const ORGANIZATION = {
  "@context": "https://schema.org",
  "@type": "ProfessionalService",
  "@id": `${OFFICE.siteUrl}/#organization`,
  name: OFFICE.name,
  legalName: OFFICE.legalName,
  url: `${OFFICE.siteUrl}/`,
  email: OFFICE.email,
  telephone: OFFICE.phoneE164,
  areaServed: "IN",
  address: {
    "@type": "PostalAddress",
    streetAddress: OFFICE.address.street,
    addressLocality: OFFICE.address.city,
    addressRegion: OFFICE.address.region,
    postalCode: OFFICE.address.postalCode,
    addressCountry: OFFICE.address.country,
  },
  aggregateRating: { "@type": "AggregateRating", ratingValue: "4.9", bestRating: "5", ratingCount: "5000" },
};

function breadcrumbs(items: Array<[string, string]>): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map(([name, path], index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: url(path),
    })),
  };
}

function page(path: string, title: string, description: string, crumbs: Array<[string, string]>): PageMeta {
  const locale = localeOfPath(path);
  const home = localisedPath("/", locale);
  return {
    title,
    description,
    canonical: url(path),
    ogType: "website",
    jsonLd: [ORGANIZATION, breadcrumbs([[t("meta.crumb.home"), home], ...crumbs])],
    locale,
    alternates: hasHindiVersion(path)
      ? LOCALES.map((other) => ({ locale: other, href: url(localisedPath(path, other)) }))
      : [],
  };
}

/** Every path the build prerenders, English then Hindi (the not-found page is written separately as 404.html). */
export function prerenderPaths(): string[] {
  const english = englishPaths();
  return [...english, ...english.filter(hasHindiVersion).map((path) => localisedPath(path, "hi"))];
}

function englishPaths(): string[] {
  return [
    "/",
    "/uk",
    "/visa-form",
    ...DESTINATIONS.map((destination) => `/visa/${destination.slug}`),
    "/blog",
    ...POSTS.map((post) => `/blog/${post.slug}`),
    "/privacy-policy",
    "/terms-conditions",
  ];
}

/** The head of the page at `path` (either language); null for a path that is not a page. */
export function pageMeta(path: string): PageMeta | null {
  const locale = localeOfPath(path);
  const at = (base: string) => localisedPath(base, locale);
  switch (basePath(path)) {
    case "/":
      return page(at("/"), t("meta.home.title"), t("meta.description.default"), []);
    case "/uk":
      return page(at("/uk"), t("meta.uk.title"), t("meta.uk.description"), [[t("meta.uk.crumb"), at("/uk")]]);
    case "/visa-form":
      return page(at("/visa-form"), t("meta.form.title"), t("meta.form.description"), [
        [t("meta.form.crumb"), at("/visa-form")],
      ]);
    case "/blog":
      return page(at("/blog"), t("meta.blog.title"), t("meta.blog.description"), [
        [t("meta.blog.crumb"), at("/blog")],
      ]);
    case "/privacy-policy":
      return page(at("/privacy-policy"), t("meta.privacy.title"), t("meta.privacy.description"), [
        [t("meta.privacy.crumb"), at("/privacy-policy")],
      ]);
    case "/terms-conditions":
      return page(at("/terms-conditions"), t("meta.terms.title"), t("meta.terms.description"), [
        [t("meta.terms.crumb"), at("/terms-conditions")],
      ]);
  }
  const destinationSlug = /^\/visa\/([^/]+)$/.exec(basePath(path))?.[1];
  if (destinationSlug) return destinationMeta(destinationSlug, locale);
  const slug = /^\/blog\/([^/]+)$/.exec(basePath(path))?.[1];
  return slug ? postMeta(slug, locale) : null;
}

/** A blog post's head in `locale`: an article, paired with the same post in the other language. */
function postMeta(slug: string, locale: Locale): PageMeta | null {
  const post = getPost(slug, locale);
  if (!post) return null;
  const path = localisedPath(`/blog/${post.slug}`, locale);
  const meta = page(path, `${post.title} | VisaDesk`, post.description, [
    [t("meta.blog.crumb"), localisedPath("/blog", locale)],
    [post.title, path],
  ]);
  meta.ogType = "article";
  meta.jsonLd.push({
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    inLanguage: LOCALE_TAGS[locale],
    datePublished: post.date,
    keywords: post.tags.join(", "),
    mainEntityOfPage: url(path),
    author: { "@id": `${OFFICE.siteUrl}/#organization` },
    publisher: { "@id": `${OFFICE.siteUrl}/#organization` },
  });
  return meta;
}

/** A destination page's head: the service it offers, its FAQs and its place under the home page. */
function destinationMeta(slug: string, locale: Locale): PageMeta | null {
  const english = getDestinationBySlug(slug);
  if (!english) return null;
  const destination = destinationIn(english, locale);
  const name = countryName(destination.code, locale);
  const path = localisedPath(`/visa/${destination.slug}`, locale);
  const visaNames = destination.visas.map((visa) => visa.name);
  const meta = page(
    path,
    t("meta.destination.title", { country: name }),
    t("meta.destination.description", { summary: destination.summary }),
    [[t("meta.destination.crumb", { country: name }), path]],
  );
  meta.jsonLd.push(
    {
      "@context": "https://schema.org",
      "@type": "Service",
      name: t("meta.destination.service", { country: name }),
      serviceType: "Visa consultancy",
      description: destination.summary,
      url: url(path),
      provider: { "@id": `${OFFICE.siteUrl}/#organization` },
      areaServed: { "@type": "Country", name: "India" },
      hasOfferCatalog: {
        "@type": "OfferCatalog",
        name: t("meta.destination.crumb", { country: name }),
        itemListElement: visaNames.map((visaName) => ({
          "@type": "Offer",
          itemOffered: { "@type": "Service", name: visaName },
        })),
      },
    },
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: destination.faqs.map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answer },
      })),
    },
  );
  return meta;
}

/** The not-found page's head: never indexed. */
export const NOT_FOUND_META: PageMeta = {
  title: "Page not found | VisaDesk",
  description: "The page you asked for does not exist or has moved.",
  canonical: `${OFFICE.siteUrl}/`,
  ogType: "website",
  jsonLd: [],
  locale: "en",
  alternates: [],
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The <head> tags of a page, as HTML. JSON-LD is escaped so that no "</script>" can end its block early. */
export function headHtml(meta: PageMeta, options: { noindex?: boolean } = {}): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    options.noindex
      ? `<meta name="robots" content="noindex" />`
      : `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    `<meta property="og:type" content="${meta.ogType}" />`,
    `<meta property="og:site_name" content="${OFFICE.name}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.canonical)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[meta.locale]}" />`,
    // The same page in each language, and English as the default for everyone else (hreflang pairs).
    ...meta.alternates.map(
      (alternate) =>
        `<link rel="alternate" hreflang="${LOCALE_TAGS[alternate.locale]}" href="${escapeHtml(alternate.href)}" />`,
    ),
    ...meta.alternates
      .filter((alternate) => alternate.locale === "en")
      .map(
        (alternate) => `<link rel="alternate" hreflang="x-default" href="${escapeHtml(alternate.href)}" />`,
      ),
    `<meta name="twitter:card" content="summary" />`,
    ...meta.jsonLd.map(
      (data) =>
        `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`,
    ),
  ];
  return tags.join("\n    ");
}

/** sitemap.xml for the prerendered pages. */
export function sitemapXml(): string {
  const entries = prerenderPaths().map((path) => {
    const slug = /^\/blog\/([^/]+)$/.exec(basePath(path))?.[1];
    const post = slug ? getPost(slug, localeOfPath(path)) : undefined;
    const lastmod = post ? `<lastmod>${post.date}</lastmod>` : "";
    return `  <url><loc>${url(path)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}
