/** The consultancy's contact and legal details, used by the footer, the legal pages and structured data. */
export const OFFICE = {
  /** Trading name. */
  name: "VisaDesk",
  legalName: "VisaDesk Immigration Consultants Private Limited",
  /** The canonical site address, without a trailing slash. */
  siteUrl: "https://www.visadesk.in",
  email: "hello@visadesk.in",
  /** Shown as people dial it. */
  phone: "+91 22 4000 1234",
  phoneE164: "+912240001234",
  address: {
    street: "Office 402, Sai Towers, Andheri-Kurla Road, Andheri East",
    city: "Mumbai",
    region: "Maharashtra",
    postalCode: "400069",
    country: "IN",
  },
  openingHours: "Monday to Saturday, 10:00 to 19:00 IST",
  /** The Grievance Officer required by the DPDP Act 2023 and the IT Rules 2011. */
  grievanceOfficer: {
    name: "Anita Deshpande",
    email: "grievance@visadesk.in",
    phone: "+91 22 4000 1299",
    /** Working days within which a grievance is answered. */
    responseDays: 30,
  },
  /** Date the legal texts were last changed (YYYY-MM-DD). */
  legalUpdated: "2025-06-01",
} as const;
