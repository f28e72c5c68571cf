import type { AppealStep } from "#appeal-steps.ts";
import type { Claim } from "#claims.ts";
import type { FaqItem } from "#faq.ts";
import type { LocationCopy, LocationId } from "#locations.ts";
import type { Service } from "#services.ts";

// The site's content in Hindi, by the same ids as the English data, written the way Indians search and speak:
// यूके, कनाडा, स्टडी वीज़ा. Figures (95%, 190+) and office addresses stay as printed on the English pages.

/** Country names as Hindi speakers write them, for every country the site names often (the rest keep English). */
export const COUNTRY_NAMES_HI: Readonly<Record<string, string>> = {
  GB: "यूके",
  US: "अमेरिका",
  CA: "कनाडा",
  AU: "ऑस्ट्रेलिया",
  NZ: "न्यूज़ीलैंड",
  IE: "आयरलैंड",
  DE: "जर्मनी",
  FR: "फ़्रांस",
  IT: "इटली",
  ES: "स्पेन",
  NL: "नीदरलैंड्स",
  CH: "स्विट्ज़रलैंड",
  AT: "ऑस्ट्रिया",
  BE: "बेल्जियम",
  PT: "पुर्तगाल",
  GR: "ग्रीस",
  SE: "स्वीडन",
  NO: "नॉर्वे",
  DK: "डेनमार्क",
  FI: "फ़िनलैंड",
  SG: "सिंगापुर",
  AE: "यूएई",
  JP: "जापान",
  TH: "थाईलैंड",
  MY: "मलेशिया",
  KR: "दक्षिण कोरिया",
  CZ: "चेक गणराज्य",
  PL: "पोलैंड",
  HU: "हंगरी",
  IN: "भारत",
  RU: "रूस",
  CN: "चीन",
  SA: "सऊदी अरब",
  QA: "क़तर",
  LK: "श्रीलंका",
  NP: "नेपाल",
  MV: "मालदीव",
  ID: "इंडोनेशिया",
  VN: "वियतनाम",
  TR: "तुर्की",
  EG: "मिस्र",
  ZA: "दक्षिण अफ़्रीका",
  MU: "मॉरीशस",
  HK: "हांगकांग",
  BH: "बहरीन",
  OM: "ओमान",
  KW: "कुवैत",
};

export const CLAIMS_HI: Readonly<Record<Claim["id"], Pick<Claim, "label" | "note">>> = {
  cases: { label: "केस संभाले", note: "काम शुरू होने से अब तक क्लाइंट के लिए फ़ाइल की गई वीज़ा अर्ज़ियाँ और रिफ़्यूज़ल अपील।" },
  rating: { label: "क्लाइंट रेटिंग", note: "प्रकाशित क्लाइंट रिव्यू का औसत, 5 में से।" },
  countries: { label: "देशों के वीज़ा", note: "वे देश जिनके लिए हमने वीज़ा अर्ज़ियाँ तैयार और फ़ाइल की हैं।" },
  years: { label: "साल का अनुभव", note: "हमारे सीनियर कंसल्टेंट के अनुभव के साल, सब मिलाकर।" },
  "appeal-success": {
    label: "रिफ़्यूज़ल अपील में सफलता",
    note: "हमारी फ़ाइल की गई रिफ़्यूज़ल अपील और दोबारा अर्ज़ियों में से जितनी पर वीज़ा मिला, उनका प्रतिशत।",
  },
};

export const SERVICES_HI: Readonly<Record<Service["id"], Pick<Service, "name" | "description">>> = {
  visitor: {
    name: "विज़िटर और टूरिस्ट वीज़ा",
    description:
      "छुट्टियाँ, परिवार से मिलना और छोटी यात्राएँ: अर्ज़ी से पहले हम आपकी आमदनी, भारत से आपके जुड़ाव और यात्रा का प्लान जाँचते हैं।",
  },
  student: {
    name: "स्टडी वीज़ा",
    description: "ऑफ़र लेटर से वीज़ा तक: फ़ंड, हर देश के माँगे एडमिशन दस्तावेज़, और इंटरव्यू की तैयारी।",
  },
  business: {
    name: "बिज़नेस वीज़ा",
    description: "मीटिंग, कॉन्फ़्रेंस और ट्रेड फ़ेयर: इनविटेशन लेटर, कंपनी का कवर लेटर और जल्दी का अपॉइंटमेंट।",
  },
  transit: {
    name: "ट्रांज़िट वीज़ा",
    description: "क्या आपकी कनेक्टिंग फ़्लाइट के लिए ट्रांज़िट वीज़ा चाहिए, और चाहिए तो समय पर दिलवाना।",
  },
  dependent: {
    name: "डिपेंडेंट और फ़ैमिली वीज़ा",
    description: "विदेश में परिवार के पास जा रहे पति-पत्नी, पार्टनर और बच्चे: रिश्ते के सबूत और स्पॉन्सर के दस्तावेज़।",
  },
  schengen: {
    name: "शेंगेन वीज़ा",
    description: "यूरोप के 29 देशों के लिए एक वीज़ा: किस दूतावास में अर्ज़ी दें, अपॉइंटमेंट, इंश्योरेंस और यात्रा का प्लान।",
  },
  general: {
    name: "वीज़ा पर आम सलाह",
    description: "पता नहीं कौन-सा वीज़ा चाहिए? एक कंसल्टेंट आपका प्लान देखकर बताएँगे, मुफ़्त।",
  },
  "refusal-appeal": {
    name: "रिफ़्यूज़ल अपील और दोबारा अर्ज़ी",
    description:
      "हम रिफ़्यूज़ल लेटर पढ़ते हैं, अफ़सर को जो कमी दिखी उसे ठीक करते हैं, और अपील या पहले से मज़बूत नई अर्ज़ी फ़ाइल करते हैं।",
  },
};

/** The four appeal steps, in the order of APPEAL_STEPS. */
export const APPEAL_STEPS_HI: readonly AppealStep[] = [
  {
    title: "रिफ़्यूज़ल की मुफ़्त जाँच",
    description: "अपना रिफ़्यूज़ल लेटर हमें भेजें। कंसल्टेंट अफ़सर की बताई हर वजह पढ़कर एक कामकाजी दिन के अंदर आपको फ़ोन करेंगे।",
  },
  {
    title: "सही रास्ता",
    description:
      "अपील, एडमिनिस्ट्रेटिव रिव्यू या नई अर्ज़ी: हम बताते हैं कि आपके देश और रिफ़्यूज़ल के लिए कौन-सा रास्ता ठीक है, उसकी आख़िरी तारीख़ क्या है और ख़र्च कितना है।",
  },
  {
    title: "हर वजह का जवाब देने वाले सबूत",
    description:
      "रिफ़्यूज़ल की हर बात का जवाब देने वाले दस्तावेज़ों की सूची बनाते हैं, उन्हें आपके साथ जाँचते हैं और अपील के आधार या कवर लेटर लिखते हैं।",
  },
  {
    title: "फ़ाइलिंग और फ़ॉलो-अप",
    description: "आख़िरी तारीख़ से पहले फ़ाइल करते हैं, ज़रूरी अपॉइंटमेंट बुक करते हैं, और फ़ैसला आने तक आपको बताते रहते हैं।",
  },
];

/** The home page FAQ, by the ids of FAQ. */
export const FAQ_HI: Readonly<Record<string, Pick<FaqItem, "question" | "answer">>> = {
  "refusal-appeal": {
    question: "मेरा वीज़ा रिफ़्यूज़ हो गया। क्या मैं अब भी जा सकता/सकती हूँ?",
    answer:
      "अक्सर हाँ। देश के हिसाब से आप अपील कर सकते हैं, एडमिनिस्ट्रेटिव रिव्यू माँग सकते हैं, या रिफ़्यूज़ल की वजहों का जवाब देकर दोबारा अर्ज़ी दे सकते हैं। हम आपका रिफ़्यूज़ल लेटर मुफ़्त में पढ़कर बताते हैं कि किस रास्ते में सबसे अच्छा मौक़ा है और उसमें कितना समय लगेगा।",
  },
  "success-rate": {
    question: "अपील में हमारी सफलता दर का क्या मतलब है?",
    answer:
      "पिछले 24 महीनों में हमने जितनी रिफ़्यूज़ल अपील फ़ाइल कीं, उनमें से जितनों पर वीज़ा मिला, उनका प्रतिशत; काफ़ी अपीलों का फ़ैसला होने पर होम पेज बताता है कि कितनी अपीलों से और किन तारीख़ों के बीच। हम केस तभी लेते हैं जब रिफ़्यूज़ल की वजहों का जवाब सबूत से दिया जा सके, और जब न दिया जा सके तो साफ़-साफ़ बता देते हैं।",
  },
  guarantee: {
    question: "क्या आप वीज़ा की गारंटी देते हैं?",
    answer:
      "नहीं। वीज़ा का फ़ैसला उस देश का दूतावास या इमिग्रेशन विभाग करता है, और जो कोई वीज़ा की गारंटी देता है, वह सच नहीं बोल रहा। हम गारंटी देते हैं कि आपकी अर्ज़ी पूरी, जाँची हुई और समय पर फ़ाइल होगी।",
  },
  fees: {
    question: "आपकी सेवाओं का ख़र्च कितना है?",
    answer:
      "पहली जाँच मुफ़्त है। उसके बाद आपको लिखित कोटेशन मिलता है, जिसमें हमारी फ़ीस रुपयों में और सरकारी व वीज़ा सेंटर की फ़ीस अलग से लिखी होती है, कुछ भी देने से पहले।",
  },
  "how-long": {
    question: "अपॉइंटमेंट कितनी जल्दी मिल सकता है?",
    answer:
      "यह देश और शहर पर निर्भर है। इस पेज पर देशों की सूची में वह इंतज़ार दिया है जो हमने अपॉइंटमेंट और बायोमेट्रिक्स के लिए हाल में जाँचा, जाँच की तारीख़ के साथ। सबसे जल्दी मिलने वाले स्लॉट के लिए हमसे पूछें।",
  },
  documents: {
    question: "मुझे कौन-से दस्तावेज़ चाहिए?",
    answer:
      "आम तौर पर कम से कम छह महीने वैध पासपोर्ट, बैंक स्टेटमेंट, आमदनी या पढ़ाई का सबूत, और भारत से आपके जुड़ाव का सबूत। जाँच के बाद आपको अपने वीज़ा की पूरी चेकलिस्ट मिलती है, और फ़ाइल करने से पहले हम हर दस्तावेज़ देखते हैं।",
  },
  online: {
    question: "क्या मुझे आपके ऑफ़िस आना होगा?",
    answer:
      "नहीं। ज़्यादातर क्लाइंट हमारे साथ फ़ोन, WhatsApp और ईमेल पर काम करते हैं और दस्तावेज़ ऑनलाइन भेजते हैं। मिलना चाहें तो मुंबई, दिल्ली, बेंगलुरु, हैदराबाद और चेन्नई के हमारे ऑफ़िस में आपका स्वागत है।",
  },
};

/** The five cities with an office: their names and local advice in Hindi. */
export const LOCATIONS_HI: Readonly<Partial<Record<LocationId, { label: string } & LocationCopy>>> = {
  mumbai: {
    label: "मुंबई",
    warningMessage: "सीज़न में मुंबई के वीज़ा सेंटर में यूके और शेंगेन वीज़ा के स्लॉट जल्दी भर जाते हैं: जल्दी बुक करें।",
    successRate: "96%",
    localOffice: "अंधेरी ईस्ट, मुंबई",
  },
  delhi: {
    label: "दिल्ली",
    warningMessage:
      "दिल्ली में शेंगेन और अमेरिका के अपॉइंटमेंट के लिए भारत में सबसे ज़्यादा भीड़ रहती है: बुक करने से पहले दस्तावेज़ तैयार रखें।",
    successRate: "95%",
    localOffice: "कनॉट प्लेस, नई दिल्ली",
  },
  bangalore: {
    label: "बेंगलुरु",
    warningMessage: "बेंगलुरु के आवेदकों के कंपनी लेटर में अक्सर छुट्टी मंज़ूर होने की वह लाइन छूट जाती है जो दूतावास माँगते हैं।",
    successRate: "97%",
    localOffice: "कोरमंगला, बेंगलुरु",
  },
  hyderabad: {
    label: "हैदराबाद",
    warningMessage:
      "हैदराबाद में स्टडी वीज़ा रिफ़्यूज़ होने की सबसे आम वजह है 28 दिन से कम समय तक खाते में दिखाया गया पैसा: अपने बैंक स्टेटमेंट जाँच लें।",
    successRate: "94%",
    localOffice: "बंजारा हिल्स, हैदराबाद",
  },
  chennai: {
    label: "चेन्नई",
    warningMessage: "गर्मियों में चेन्नई के वीज़ा सेंटरों पर लंबी लाइनें लगती हैं: बायोमेट्रिक्स के सबसे जल्दी स्लॉट के लिए हमसे पूछें।",
    successRate: "95%",
    localOffice: "टी. नगर, चेन्नई",
  },
};

/** The 18 places of docs/behaviours/personalisation.md#locations as Hindi speakers write them. */
export const LOCATION_NAMES_HI: Readonly<Record<LocationId, string>> = {
  mumbai: "मुंबई",
  delhi: "दिल्ली",
  bangalore: "बेंगलुरु",
  hyderabad: "हैदराबाद",
  chennai: "चेन्नई",
  pune: "पुणे",
  ahmedabad: "अहमदाबाद",
  kolkata: "कोलकाता",
  kochi: "कोच्चि",
  london: "लंदन",
  toronto: "टोरंटो",
  sydney: "सिडनी",
  dubai: "दुबई",
  singapore: "सिंगापुर",
  newyork: "न्यूयॉर्क",
  california: "कैलिफ़ोर्निया",
  texas: "टेक्सस",
  florida: "फ़्लोरिडा",
};

/** A visa type as the word before "वीज़ा" in a Hindi heading: "स्टडी" in "कनाडा स्टडी वीज़ा". Empty for general. */
export const VISA_TYPE_WORDS_HI: Readonly<Record<Service["id"], string>> = {
  visitor: "विज़िटर",
  student: "स्टडी",
  business: "बिज़नेस",
  transit: "ट्रांज़िट",
  dependent: "डिपेंडेंट",
  schengen: "शेंगेन",
  general: "",
  "refusal-appeal": "रिफ़्यूज़ल अपील",
};

/** The office's address as Hindi speakers write it; the PIN code is OFFICE's. */
export const OFFICE_ADDRESS_HI = {
  street: "ऑफ़िस 402, साई टावर्स, अंधेरी-कुर्ला रोड, अंधेरी ईस्ट",
  city: "मुंबई",
  region: "महाराष्ट्र",
} as const;

/** What each reviewer came to us for, by the review's id (the reviews themselves stay in the clients' own words). */
export const REVIEW_SERVICES_HI: Readonly<Record<string, string>> = {
  "priya-s": "रिफ़्यूज़ल के बाद यूके विज़िटर वीज़ा",
  "arjun-k": "कनाडा स्टडी परमिट",
  "fatima-r": "परिवार की यात्रा के लिए शेंगेन वीज़ा",
  "rahul-m": "अमेरिकी B1/B2 वीज़ा इंटरव्यू की तैयारी",
  "lakshmi-n": "ऑस्ट्रेलिया विज़िटर वीज़ा की अपील",
};
