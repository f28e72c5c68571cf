import { REVIEWS } from "@visadesk/content/reviews";
import { SectionHeading } from "#features/home/components/section-heading.tsx";
import { formatDate } from "#lib/format-date.ts";

/** Published client reviews. */
export function ReviewsSection() {
  return (
    <section aria-labelledby="reviews-heading" className="mx-auto max-w-6xl px-4 py-16">
      <SectionHeading id="reviews-heading" title="What our clients say">
        Rated 4.9 out of 5 by the clients who reviewed us.
      </SectionHeading>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {REVIEWS.map((review) => (
          <li key={review.id} data-testid="review" className="rounded-card border border-slate-200 p-5">
            <figure>
              <p className="text-amber-700" role="img" aria-label={`Rated ${review.rating} out of 5`}>
                {"★".repeat(review.rating)}
                {"☆".repeat(5 - review.rating)}
              </p>
              <blockquote className="mt-2 text-slate-800">{review.text}</blockquote>
              <figcaption className="mt-3 text-sm text-slate-600">
                {review.author}, {review.city} · {review.service} ·{" "}
                <time dateTime={review.date}>{formatDate(review.date)}</time>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
