import { formatIsoDate } from "@visadesk/content/i18n/format";
import { REVIEWS } from "@visadesk/content/reviews";
import { SectionHeading } from "#features/home/components/section-heading.tsx";
import { useLocale, useT } from "#lib/i18n.tsx";
import { reviewsIn } from "#lib/localised-content.ts";

/** Published client reviews. The quotes stay in the words the clients wrote (English), marked as such; who they are and what they needed is in the page's language. */
export function ReviewsSection() {
  const t = useT();
  const locale = useLocale();
  const quoteLang = locale === "en" ? undefined : "en-IN";
  return (
    <section aria-labelledby="reviews-heading" className="mx-auto max-w-6xl px-4 py-16">
      <SectionHeading id="reviews-heading" title={t("reviews.heading")}>
        {t("reviews.lead")}
      </SectionHeading>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {reviewsIn(REVIEWS, locale).map((review) => (
          <li key={review.id} data-testid="review" className="rounded-card border border-slate-200 p-5">
            <figure>
              <p
                className="text-amber-700"
                role="img"
                aria-label={t("reviews.rated", { rating: review.rating })}
              >
                {"★".repeat(review.rating)}
                {"☆".repeat(5 - review.rating)}
              </p>
              <blockquote className="mt-2 text-slate-800" lang={quoteLang}>
                {review.text}
              </blockquote>
              <figcaption className="mt-3 text-sm text-slate-600">
                <span>
                  {review.author}, {review.city} · {review.service}
                </span>{" "}
                · <time dateTime={review.date}>{formatIsoDate(review.date, locale)}</time>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
