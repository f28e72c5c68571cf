import { COUNTRIES, getCountry, TOP_DESTINATIONS } from "@visadesk/content/countries";
import { SERVICES } from "@visadesk/content/services";
import { HONEYPOT_FIELD } from "@visadesk/contracts/honeypot";
import { Button } from "@visadesk/ui/button";
import { Field, inputClassName } from "@visadesk/ui/field";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { preloadSending, sendEnquiry } from "#features/visa-form/api/send-enquiry.ts";
import { useVisaFormDraft } from "#features/visa-form/hooks/use-visa-form-draft.ts";
import { buildEnquiryAttribution } from "#features/visa-form/utils/attribution.ts";
import { clearDraft } from "#features/visa-form/utils/draft.ts";
import { preloadFormRules, visaFormResolver } from "#features/visa-form/utils/form-resolver.ts";
import { EMPTY_FORM, toEnquiryRequest, type VisaFormValues } from "#features/visa-form/utils/form-values.ts";
import { Link } from "#lib/router.tsx";
import { useHydrated } from "#lib/use-hydrated.ts";

const VISA_TYPE_OPTIONS = SERVICES.filter((service) => service.id !== "refusal-appeal");
const POPULAR = TOP_DESTINATIONS.slice(0, 12).flatMap((code) => getCountry(code) ?? []);
const ALL_COUNTRIES = [...COUNTRIES].sort((a, b) => a.name.localeCompare(b.name));

/** The rules and the sending code, fetched as the visitor starts on the form (not with the page: issue 23). */
function preloadFormCode() {
  void preloadFormRules().catch(() => {});
  void preloadSending().catch(() => {});
}

/** The enquiry form (SPEC.md §2): validated with the intake contract's rules, sent to the public intake API. */
export function EnquiryForm({ onSent }: { onSent: (reference: string) => void }) {
  const form = useForm<VisaFormValues>({
    resolver: visaFormResolver,
    defaultValues: EMPTY_FORM,
    mode: "onTouched",
  });
  const { register, handleSubmit, formState, control } = form;
  const errors = formState.errors;
  useVisaFormDraft(form);
  const refused = useWatch({ control, name: "priorRefusal" }) === "yes";
  const [failure, setFailure] = useState<string | null>(null);
  // Until React has taken over the prerendered form, the browser would submit it natively (a GET that puts the
  // visitor's details in the address); a disabled default button also stops Enter's implicit submission.
  const hydrated = useHydrated();

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await sendEnquiry(toEnquiryRequest(values, buildEnquiryAttribution()));
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
        Fields marked optional may be left empty. Everything else is needed to call you back.
      </p>
      <Field label="Full name" error={errors.name?.message}>
        <input id="name" autoComplete="name" className={inputClassName} {...register("name")} />
      </Field>
      <Field
        label="Mobile number"
        hint="As you usually write it: 98765 43210, 098765-43210 or +91 98765 43210"
        error={errors.phone?.message}
      >
        <input
          id="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          className={inputClassName}
          {...register("phone")}
        />
      </Field>
      <Field label="Email (optional)" error={errors.email?.message}>
        <input
          id="email"
          type="email"
          autoComplete="email"
          className={inputClassName}
          {...register("email")}
        />
      </Field>
      <Field label="Where do you want to travel?" error={errors.destinationCountry?.message}>
        <select id="destinationCountry" className={inputClassName} {...register("destinationCountry")}>
          <option value="">Choose a country</option>
          <optgroup label="Popular destinations">
            {POPULAR.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </optgroup>
          <optgroup label="All countries">
            {ALL_COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </optgroup>
        </select>
      </Field>
      <Field label="Kind of visa" error={errors.visaType?.message}>
        <select id="visaType" className={inputClassName} {...register("visaType")}>
          <option value="">Choose a kind of visa</option>
          {VISA_TYPE_OPTIONS.map((service) => (
            <option key={service.id} value={service.id}>
              {service.name}
            </option>
          ))}
        </select>
      </Field>
      <fieldset aria-describedby={errors.priorRefusal ? "priorRefusal-error" : undefined}>
        <legend className="text-sm font-medium text-slate-800">Has a visa ever been refused to you?</legend>
        <div className="mt-2 flex gap-6">
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" value="yes" className="size-5" {...register("priorRefusal")} /> Yes
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" value="no" className="size-5" {...register("priorRefusal")} /> No
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
          label="About the refusal"
          hint="Which country, when, and the reasons on the refusal letter if you have it"
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
      <Field label="Your city (optional)" error={errors.city?.message}>
        <input id="city" autoComplete="address-level2" className={inputClassName} {...register("city")} />
      </Field>
      <Field label="Anything else we should know? (optional)" error={errors.message?.message}>
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
            I agree that VisaDesk may contact me about this enquiry by phone, WhatsApp or email and keep my
            details as the{" "}
            <Link to="/privacy-policy" className="text-brand-700 underline">
              privacy policy
            </Link>{" "}
            describes.
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
          {failure}
        </p>
      )}
      <div>
        <Button type="submit" disabled={!hydrated || formState.isSubmitting}>
          {formState.isSubmitting ? "Sending..." : "Send my enquiry"}
        </Button>
      </div>
    </form>
  );
}
