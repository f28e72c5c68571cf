import { getPost, POSTS } from "@visadesk/content/blog";
import { getCountry } from "@visadesk/content/countries";
import { DESTINATIONS, getDestinationBySlug } from "@visadesk/content/destinations";
import { OFFICE } from "@visadesk/content/office";

/** What a prerendered page puts in its <head>. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical URL: always the clean path, never the personalised query. */
  canonical: string;
  ogType: "website" | "article";
  /** JSON-LD objects for `<script type="application/ld+json">`. */
  jsonLd: object[];
}

const DEFAULT_DESCRIPTION =
  "Visa applications for 190+ countries and refusal appeals with a 95% success record. Offices in Mumbai, Delhi, Bangalore, Hyderabad and Chennai. Free assessment.";

const url = (path: string) => `${OFFICE.siteUrl}${path === "/" ? "/" : path}`;

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
  return {
    title,
    description,
    canonical: url(path),
    ogType: "website",
    jsonLd: [ORGANIZATION, breadcrumbs([["Home", "/"], ...crumbs])],
  };
}

/** Every path the build prerenders (the not-found page is written separately as 404.html). */
export function prerenderPaths(): string[] {
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

/** The head of the page at `path`; null for a path that is not a page. */
export function pageMeta(path: string): PageMeta | null {
  switch (path) {
    case "/":
      return {
        ...page("/", "VisaDesk: visa help for 190+ countries and refusal appeals", DEFAULT_DESCRIPTION, []),
      };
    case "/uk":
      return page(
        "/uk",
        "UK visas and UK refusal appeals from India | VisaDesk",
        "UK visitor, student and business visas from India, and appeals after a UK refusal. Free assessment.",
        [["UK visas", "/uk"]],
      );
    case "/visa-form":
      return page(
        "/visa-form",
        "Free visa assessment | VisaDesk",
        "Tell us where you want to travel and whether a visa was refused before. A consultant calls you back within one working day.",
        [["Free assessment", "/visa-form"]],
      );
    case "/blog":
      return page(
        "/blog",
        "Visa guides and refusal advice | VisaDesk",
        "Practical visa guides for Indian travellers: documents, appointments, refusals and appeals.",
        [["Blog", "/blog"]],
      );
    case "/privacy-policy":
      return page(
        "/privacy-policy",
        "Privacy policy | VisaDesk",
        "How VisaDesk collects, uses and keeps personal data, your rights under the DPDP Act 2023 and how to reach our Grievance Officer.",
        [["Privacy policy", "/privacy-policy"]],
      );
    case "/terms-conditions":
      return page(
        "/terms-conditions",
        "Terms and conditions | VisaDesk",
        "The terms of VisaDesk's visa consultancy services and website: what we do, fees and refunds, and liability.",
        [["Terms and conditions", "/terms-conditions"]],
      );
  }
  const destinationSlug = /^\/visa\/([^/]+)$/.exec(path)?.[1];
  if (destinationSlug) return destinationMeta(destinationSlug);
  const slug = /^\/blog\/([^/]+)$/.exec(path)?.[1];
  const post = slug ? getPost(slug) : undefined;
  if (!post) return null;
  const meta = page(`/blog/${post.slug}`, `${post.title} | VisaDesk`, post.description, [
    ["Blog", "/blog"],
    [post.title, `/blog/${post.slug}`],
  ]);
  meta.ogType = "article";
  meta.jsonLd.push({
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    keywords: post.tags.join(", "),
    mainEntityOfPage: url(`/blog/${post.slug}`),
    author: { "@id": `${OFFICE.siteUrl}/#organization` },
    publisher: { "@id": `${OFFICE.siteUrl}/#organization` },
  });
  return meta;
}

/** A destination page's head: the service it offers, its FAQs and its place under the home page. */
function destinationMeta(slug: string): PageMeta | null {
  const destination = getDestinationBySlug(slug);
  if (!destination) return null;
  const name = getCountry(destination.code)?.name ?? destination.code;
  const path = `/visa/${destination.slug}`;
  const visaNames = destination.visas.map((visa) => visa.name);
  const meta = page(
    path,
    `${name} visa from India: documents, fees and refusals | VisaDesk`,
    `${destination.summary} Checklists, indicative fees and processing times, refusal reasons and appeals. Free assessment.`,
    [[`${name} visas`, path]],
  );
  meta.jsonLd.push(
    {
      "@context": "https://schema.org",
      "@type": "Service",
      name: `${name} visa applications and refusal appeals`,
      serviceType: "Visa consultancy",
      description: destination.summary,
      url: url(path),
      provider: { "@id": `${OFFICE.siteUrl}/#organization` },
      areaServed: { "@type": "Country", name: "India" },
      hasOfferCatalog: {
        "@type": "OfferCatalog",
        name: `${name} visas`,
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
    `<meta property="og:locale" content="en_IN" />`,
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
    const post = getPost(path.replace(/^\/blog\//, ""));
    const lastmod = path.startsWith("/blog/") && post ? `<lastmod>${post.date}</lastmod>` : "";
    return `  <url><loc>${url(path)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}
