import { COUNTRIES, getCountry, TOP_DESTINATIONS } from "@visadesk/content/countries";
import type { Locale } from "@visadesk/content/i18n/locales";
import { HONEYPOT_FIELD } from "@visadesk/contracts/honeypot";
import { Button } from "@visadesk/ui/button";
import { Field, inputClassName } from "@visadesk/ui/field";
import { useHydrated } from "@visadesk/ui/use-hydrated";
import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { preloadSending, type SendFailure, sendEnquiry } from "#features/visa-form/api/send-enquiry.ts";
import { useVisaFormDraft } from "#features/visa-form/hooks/use-visa-form-draft.ts";
import { buildEnquiryAttribution } from "#features/visa-form/utils/attribution.ts";
import { clearDraft } from "#features/visa-form/utils/draft.ts";
import { preloadFormRules, visaFormResolver } from "#features/visa-form/utils/form-resolver.ts";
import { EMPTY_FORM, toEnquiryRequest, type VisaFormValues } from "#features/visa-form/utils/form-values.ts";
import { LocaleLink, Msg, useLocale, useT } from "#lib/i18n.tsx";
import { countryName, servicesIn } from "#lib/localised-content.ts";

const POPULAR_CODES = TOP_DESTINATIONS.slice(0, 12).filter((code) => getCountry(code));

/**
 * The rules and the sending code, fetched as the visitor starts on the form (not with the page:
 * docs/behaviours/speed.md#public-pages).
 */
function preloadFormCode() {
  void preloadFormRules().catch(() => {});
  void preloadSending().catch(() => {});
}

/** The countries in the page's language, in its alphabetical order (Hindi names sort by Devanagari). */
function countryOptions(locale: Locale) {
  const named = COUNTRIES.map((country) => ({ code: country.code, name: countryName(country.code, locale) }));
  const collator = new Intl.Collator(locale === "hi" ? "hi" : "en-IN");
  return {
    popular: POPULAR_CODES.map((code) => ({ code, name: countryName(code, locale) })),
    all: named.sort((a, b) => collator.compare(a.name, b.name)),
  };
}

/**
 * The enquiry form (docs/behaviours/tracking.md#attribution): validated with the intake contract's rules, sent to the
 * public intake API.
 */
export function EnquiryForm({ onSent }: { onSent: (reference: string) => void }) {
  const t = useT();
  const locale = useLocale();
  // The rules (and their error texts in the page's language) are fetched as the visitor starts on the form.
  const resolver = useMemo(() => visaFormResolver(t, locale), [t, locale]);
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const visaTypes = servicesIn(locale).filter((service) => service.id !== "refusal-appeal");
  const form = useForm<VisaFormValues>({
    resolver,
    defaultValues: EMPTY_FORM,
    mode: "onTouched",
  });
  const { register, handleSubmit, formState, control } = form;
  const errors = formState.errors;
  useVisaFormDraft(form);
  const refused = useWatch({ control, name: "priorRefusal" }) === "yes";
  const [failure, setFailure] = useState<SendFailure | null>(null);
  // Until React has taken over the prerendered form, the browser would submit it natively (a GET that puts the
  // visitor's details in the address); a disabled default button also stops Enter's implicit submission.
  const hydrated = useHydrated();

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await sendEnquiry(toEnquiryRequest(values, buildEnquiryAttribution(), locale));
    if (result.sent) {
      clearDraft();
      onSent(result.reference);
    } else {
      // Shown below the form; the draft stays.
      setFailure(result.failure);
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadFormCode}
      onPointerDown={preloadFormCode}
      className="grid gap-5"
      aria-describedby="form-intro"
    >
      <p id="form-intro" className="text-sm text-slate-700">
        {t("form.intro")}
      </p>
      <Field label={t("form.name")} error={errors.name?.message}>
        <input id="name" autoComplete="name" className={inputClassName} {...register("name")} />
      </Field>
      <Field label={t("form.phone")} hint={t("form.phone.hint")} error={errors.phone?.message}>
        <input
          id="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          className={inputClassName}
          {...register("phone")}
        />
      </Field>
      <Field label={t("form.email")} error={errors.email?.message}>
        <input
          id="email"
          type="email"
          autoComplete="email"
          className={inputClassName}
          {...register("email")}
        />
      </Field>
      <Field label={t("form.destination")} error={errors.destinationCountry?.message}>
        <select id="destinationCountry" className={inputClassName} {...register("destinationCountry")}>
          <option value="">{t("form.destination.choose")}</option>
          <optgroup label={t("form.destination.popular")}>
            {countries.popular.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </optgroup>
          <optgroup label={t("form.destination.all")}>
            {countries.all.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </optgroup>
        </select>
      </Field>
      <Field label={t("form.visaType")} error={errors.visaType?.message}>
        <select id="visaType" className={inputClassName} {...register("visaType")}>
          <option value="">{t("form.visaType.choose")}</option>
          {visaTypes.map((service) => (
            <option key={service.id} value={service.id}>
              {service.name}
            </option>
          ))}
        </select>
      </Field>
      <fieldset aria-describedby={errors.priorRefusal ? "priorRefusal-error" : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t("form.refused")}</legend>
        <div className="mt-2 flex gap-6">
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" value="yes" className="size-5" {...register("priorRefusal")} />{" "}
            {t("form.yes")}
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" value="no" className="size-5" {...register("priorRefusal")} /> {t("form.no")}
          </label>
        </div>
        {errors.priorRefusal && (
          <p id="priorRefusal-error" role="alert" className="text-sm text-danger-600">
            {errors.priorRefusal.message}
          </p>
        )}
      </fieldset>
      {refused && (
        <Field
          label={t("form.refusalDetails")}
          hint={t("form.refusalDetails.hint")}
          error={errors.refusalDetails?.message}
        >
          <textarea
            id="refusalDetails"
            rows={3}
            className={`${inputClassName} h-auto py-2`}
            {...register("refusalDetails")}
          />
        </Field>
      )}
      <Field label={t("form.city")} error={errors.city?.message}>
        <input id="city" autoComplete="address-level2" className={inputClassName} {...register("city")} />
      </Field>
      <Field label={t("form.message")} error={errors.message?.message}>
        <textarea
          id="message"
          rows={4}
          className={`${inputClassName} h-auto py-2`}
          {...register("message")}
        />
      </Field>
      {/* Hidden from people (and assistive technology); form-filling bots fill it and are refused. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={HONEYPOT_FIELD}>Website</label>
        <input id={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
      </div>
      <div>
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 size-5"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? "consent-error" : undefined}
            {...register("consent")}
          />
          <span>
            <Msg
              id="form.consent"
              components={{ 0: <LocaleLink to="/privacy-policy" className="text-brand-700 underline" /> }}
            />
          </span>
        </label>
        {errors.consent && (
          <p id="consent-error" role="alert" className="mt-1 text-sm text-danger-600">
            {errors.consent.message}
          </p>
        )}
      </div>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-danger-600">
          {t(failure)}
        </p>
      )}
      <div>
        <Button type="submit" disabled={!hydrated || formState.isSubmitting}>
          {formState.isSubmitting ? t("form.sending") : t("form.send")}
        </Button>
      </div>
    </form>
  );
}
