export interface LegalSection {
  heading: string;
  paragraphs: string[]; // each a paragraph of plain text
  bullets?: string[]; // optional bullet list shown after the paragraphs
}

export interface LegalDocument {
  slug: 'privacy' | 'terms' | 'cookies' | 'gdpr';
  title: string; // e.g. 'Privacy Policy'
  lastUpdated: 'December 10, 2024';
  intro: string;
  sections: LegalSection[];
}

const privacyPolicy: LegalDocument = {
  slug: 'privacy',
  title: 'Privacy Policy',
  lastUpdated: 'December 10, 2024',
  intro:
    "Simmer is a web app that helps home cooks and families keep their recipes in one place, plan the week's meals, build a single grocery list and cook step by step from a phone. This policy explains what information we collect when you use Simmer, why we collect it, who we share it with and the choices you have. We have tried to keep it short and specific to what Simmer actually does.",
  sections: [
    {
      heading: 'Information we collect',
      paragraphs: [
        'We collect information you give us directly, information created as you use Simmer, and a limited amount of technical information from your device. We only collect what we need to run the service.',
      ],
      bullets: [
        'Account details: your name, email address and password (stored only as a secure hash), or your name, email address and profile picture if you sign in with Google, plus whether you have turned on two-factor authentication.',
        'Cooking profile: the answers you give in the onboarding questionnaire, such as dietary restrictions, favourite cuisines, cooking skill, kitchen equipment and budget.',
        'Recipes and images: recipes you type in, import from a web page, paste as text or upload as a photo, along with any notes and images you add.',
        'Meal plans and grocery lists: the meals you schedule, and the grocery lists Simmer generates from them.',
        'Purchases and subscription status: your plan, trial and renewal dates, and premium recipes you buy or sell. Card details are handled by our payment provider, Stripe; Simmer never sees or stores your full card number.',
        'Usage analytics: first-party events such as page views and the features you use, for example creating a plan or starting cooking mode.',
        'Marketing attribution: UTM parameters from the link that brought you to Simmer, such as the campaign or website name.',
        'Device and browser information: browser type, operating system, screen size, language, IP address and timestamps.',
      ],
    },
    {
      heading: 'How we use your information',
      paragraphs: [
        'We use your information to provide and improve Simmer. We do not use the contents of your recipes to build advertising profiles.',
      ],
      bullets: [
        'Create and secure your account, including sign-in and two-factor authentication.',
        'Store your recipes, build meal plans from your cooking profile and merge ingredients into one grocery list.',
        'Import recipes: when you give us a web address, our servers fetch that page to extract the recipe; when you upload a photo, text recognition runs on our own servers.',
        'Process subscriptions, free trials, refunds and premium recipe sales, and pay chefs their share.',
        'Send service emails such as receipts, security alerts and notices about your subscription, and product news if you have opted in.',
        'Understand which features are used so we can fix problems and decide what to build next.',
        'Prevent fraud and abuse and meet our legal obligations.',
      ],
    },
    {
      heading: 'Legal bases for processing',
      paragraphs: [
        'If you are in the European Economic Area, the United Kingdom or a similar jurisdiction, we rely on the following legal bases. We process account, recipe, meal plan and payment data because it is necessary to perform our contract with you. We process usage analytics, attribution data and security logs on the basis of our legitimate interests in running a reliable, secure and improving service. We rely on your consent for optional features such as marketing emails and AI assistance, and you can withdraw it at any time. We keep certain records, such as invoices, to comply with legal obligations.',
      ],
    },
    {
      heading: 'How we share information',
      paragraphs: [
        'We do not sell your personal information, and we do not share it with advertisers. We share it only with service providers who help us run Simmer, under contracts that limit how they may use it:',
      ],
      bullets: [
        'Stripe, to process payments, subscriptions, refunds and chef payouts.',
        'Our hosting and infrastructure providers, which run the servers, database and file storage where your data and uploaded images are kept.',
        'Anthropic, only if you enable AI assistance. When you use it, only the recipe content you are working on is sent for processing, on our servers; your name, email address and account details are not included.',
        'Google, only if you choose to sign in with Google.',
        'Authorities or other parties where the law requires it, or where needed to protect the rights and safety of our users or Simmer.',
      ],
    },
    {
      heading: 'Recipes you publish or sell',
      paragraphs: [
        'Your recipes are private by default. If you share a recipe or sell it as a premium recipe, the recipe and your chef display name are visible to other users. Buyers do not receive your email address, and you do not receive theirs.',
      ],
    },
    {
      heading: 'How long we keep information',
      paragraphs: [
        'We keep your account data, recipes, plans and lists for as long as your account is open. When you delete your account, we delete or anonymise your personal information within 30 days, except for copies in encrypted backups, which are overwritten within a further 35 days. Transaction records are kept for as long as tax and accounting laws require, usually up to seven years. Analytics events are kept in identifiable form for up to 24 months and then aggregated or deleted.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        "We protect your information with encryption in transit (HTTPS), hashed passwords, HttpOnly session cookies, optional two-factor authentication and access controls that limit which staff can see production data. No system is perfectly secure, so please use a strong, unique password and turn on two-factor authentication. If you run your own copy of Simmer, your data is stored in your instance's database and file storage, and you are responsible for securing that server.",
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'Simmer is not directed at children under 16, and we do not knowingly collect personal information from them. Families are welcome to plan meals together, but the account holder must be 16 or older. If you believe a child has given us personal information, contact us and we will delete it.',
      ],
    },
    {
      heading: 'International transfers',
      paragraphs: [
        'Simmer and some of our service providers operate in more than one country, so your information may be processed outside the country where you live. Where we transfer personal data out of the European Economic Area or the United Kingdom, we use safeguards such as Standard Contractual Clauses approved by the European Commission.',
      ],
    },
    {
      heading: 'Your rights and choices',
      paragraphs: [
        'Depending on where you live, you may have the right to access, correct, delete or export your personal information, to object to or restrict certain processing, and to withdraw consent. You can edit your profile and cooking preferences and delete your account from your settings at any time, and you can ask us for a copy of your data. You can unsubscribe from marketing emails using the link in any email. For anything else, write to us and we will respond within 30 days. Our GDPR page explains these rights in more detail.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        'If you have questions about this policy or how we handle your information, email privacy@simmer.app.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy as Simmer changes. We will change the date at the top of this page, and for significant changes we will also notify you by email or in the app before they take effect.',
      ],
    },
  ],
};

const termsOfService: LegalDocument = {
  slug: 'terms',
  title: 'Terms of Service',
  lastUpdated: 'December 10, 2024',
  intro:
    'These terms govern your use of Simmer, a web app for keeping recipes, planning meals, building grocery lists and cooking step by step. They explain what you can expect from us and what we expect from you. Please read them together with our Privacy Policy and Cookie Policy.',
  sections: [
    {
      heading: 'Acceptance of these terms',
      paragraphs: [
        'By creating an account or using Simmer, you agree to these terms. If you do not agree, please do not use Simmer. You must be at least 16 years old to create an account. If you use Simmer on behalf of an organisation, you confirm that you are authorised to accept these terms for it.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'You can sign up with an email address and password or with Google sign-in. You are responsible for keeping your login details secure and for activity on your account. We strongly recommend turning on two-factor authentication. Tell us straight away at legal@simmer.app if you think someone has accessed your account without permission. Please give accurate information and keep it up to date.',
      ],
    },
    {
      heading: 'Plans, trials and billing',
      paragraphs: [
        'Simmer has a free plan and a Pro subscription, billed monthly or annually. Prices are shown before you subscribe and include or exclude tax as stated at checkout. Payments are processed by Stripe; Simmer never stores your full card number.',
      ],
      bullets: [
        'Free trial: new Pro subscribers get a 14-day free trial. If you do not cancel before the trial ends, your first payment is taken automatically.',
        'Renewal: subscriptions renew automatically at the end of each billing period at the then-current price. We will tell you in advance if the price changes.',
        'Cancellation: you can cancel at any time in your account settings. You keep Pro features until the end of the current billing period, after which your account moves to the free plan and your recipes stay available.',
        'Refunds: Pro comes with a 30-day money-back guarantee. If you are not happy, ask for a refund within 30 days of your first paid charge and we will refund it in full. Outside that window, payments are non-refundable except where the law requires otherwise.',
      ],
    },
    {
      heading: 'Selling premium recipes',
      paragraphs: [
        'Chefs can sell premium recipes to other Simmer users. If you sell recipes, these additional terms apply.',
      ],
      bullets: [
        'You keep 70% of the price of each sale. Simmer keeps 30% to cover payment processing, hosting and the marketplace.',
        'Earnings are paid out monthly to the payout account you connect through Stripe, once you have completed its identity checks.',
        'Refunds given to buyers, and chargebacks, are deducted from your earnings.',
        'You are responsible for having all rights to the text, photos and videos you sell, and for making sure your recipes are accurate, including ingredient lists and allergen information.',
        'We may remove a premium recipe that breaks these terms or that is the subject of a valid copyright complaint.',
      ],
    },
    {
      heading: 'Your content',
      paragraphs: [
        'You own the recipes, photos, notes and other content you add to Simmer. You give us a worldwide, non-exclusive, royalty-free licence to store, copy, process and display that content only as needed to run Simmer for you, for example to save your recipes, generate grocery lists, create backups and show recipes you choose to share or sell. This licence ends when you delete the content or your account, except for copies already purchased by other users or held in backups for a limited time.',
      ],
    },
    {
      heading: 'Imported content and copyright',
      paragraphs: [
        "Simmer can import a recipe from a web page you give us, from pasted text or from a photo. Imported recipes are for your personal use. You are responsible for making sure you are allowed to save what you import, and you must not share or sell content that belongs to someone else without permission. Lists of ingredients are often not protected by copyright, but a recipe's written method, story and photos usually are. If you believe content on Simmer infringes your copyright, email legal@simmer.app with details and we will review it promptly.",
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['When using Simmer, you agree not to:'],
      bullets: [
        "Break the law or infringe anyone else's rights, including copyright.",
        'Upload content that is hateful, harassing, sexually explicit or deliberately misleading, or that promotes dangerous food practices.',
        'Use the import feature to scrape websites in bulk or to get around paywalls.',
        "Try to access other users' accounts or data, probe or disrupt our systems, or bypass usage limits.",
        'Resell access to Simmer or copy premium recipes you have bought and distribute them elsewhere.',
      ],
    },
    {
      heading: 'AI-assisted features and food information',
      paragraphs: [
        'Some optional features use AI to help tidy up imported recipes, suggest substitutions or estimate nutrition. AI output can be wrong. Nutrition figures, allergen flags, portion sizes and cooking times in Simmer are estimates, not professional advice. Always check ingredient labels and allergens yourself, especially when cooking for someone with a food allergy or medical dietary needs, and follow safe food-handling practices.',
      ],
    },
    {
      heading: 'Suspension and termination',
      paragraphs: [
        'You can stop using Simmer and delete your account at any time. We may suspend or close an account that seriously or repeatedly breaks these terms, that creates legal risk for us or that is used for fraud. Where reasonable, we will warn you first and give you a chance to export your recipes. If we close a paid account without a breach on your part, we will refund any unused prepaid period.',
      ],
    },
    {
      heading: 'Disclaimers',
      paragraphs: [
        'We work hard to keep Simmer running and accurate, but the service is provided "as is" and "as available". We do not promise that it will always be uninterrupted or error-free, that imports will capture every recipe perfectly, or that recipes shared by other users are accurate or safe.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'To the extent the law allows, Simmer is not liable for indirect or consequential losses, such as lost profits or lost data, arising from your use of the service. Our total liability to you for any claim is limited to the greater of the amount you paid us in the 12 months before the claim or 50 US dollars. Nothing in these terms limits liability that cannot be limited by law, such as liability for death or personal injury caused by negligence, or your statutory rights as a consumer.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        "We may update these terms from time to time. If a change is significant, we will give you at least 30 days' notice by email or in the app. If you keep using Simmer after the change takes effect, you accept the new terms; if you do not agree, you can cancel before then. Questions about these terms can be sent to legal@simmer.app.",
      ],
    },
  ],
};

const cookiePolicy: LegalDocument = {
  slug: 'cookies',
  title: 'Cookie Policy',
  lastUpdated: 'December 10, 2024',
  intro:
    'This policy explains how Simmer uses cookies and similar browser storage, such as local storage and session storage. We keep this to a minimum: Simmer uses storage to keep you signed in, remember your settings and measure how the app is used. We do not use third-party advertising trackers.',
  sections: [
    {
      heading: 'What cookies and browser storage are',
      paragraphs: [
        'Cookies are small text files that a website asks your browser to keep and send back with later requests. Local storage and session storage are similar features that let a web app save small pieces of information in your browser. Local storage stays until it is cleared; session storage is removed when you close the tab. In this policy, "cookies" covers all of these.',
      ],
    },
    {
      heading: 'Strictly necessary cookies',
      paragraphs: [
        'These cookies are needed for Simmer to work, so they cannot be turned off in the app. The most important is our session cookie, which keeps you signed in after you log in with your email and password or with Google. It is marked HttpOnly, so scripts running in the page cannot read it, and it is sent only over encrypted connections. If you block it, you will not be able to sign in.',
      ],
    },
    {
      heading: 'Preferences',
      paragraphs: [
        'Simmer remembers some choices in your browser so you do not have to make them again. For example, your light or dark theme is saved in local storage on your device. These settings are not sent to our servers, and clearing them simply resets Simmer to its defaults.',
      ],
    },
    {
      heading: 'Session and local storage used by the app',
      paragraphs: [
        'Simmer also stores small, short-lived pieces of information to make common tasks smoother. These never contain your password or payment details.',
      ],
      bullets: [
        'A pending sign-up email, so the address you entered is remembered while you finish creating your account.',
        'A return path, so that after you sign in you land back on the recipe, plan or checkout page you started from.',
        'Similar temporary values that keep your place in multi-step flows, such as onboarding, if you refresh the page.',
      ],
    },
    {
      heading: 'Analytics',
      paragraphs: [
        'We measure how Simmer is used with first-party analytics only. When you view a page or use a feature, such as generating a grocery list, the app sends an event to our own servers. If you arrived from a link with UTM parameters, we note the campaign so we know which channels bring people to Simmer. We do not use third-party advertising or cross-site tracking cookies, and we do not share analytics data with ad networks.',
      ],
    },
    {
      heading: 'Payment provider cookies',
      paragraphs: [
        "When you subscribe to Pro or buy a premium recipe, checkout is handled by our payment provider, Stripe. On checkout pages, Stripe may set its own cookies to process the payment securely and to detect and prevent fraud. These cookies are governed by Stripe's own privacy and cookie policies. They are only set when you start a checkout, not as you browse the rest of Simmer.",
      ],
    },
    {
      heading: 'How to control cookies',
      paragraphs: [
        "Most browsers let you view, block and delete cookies and site data in their settings. You can clear Simmer's local and session storage the same way, or by signing out and clearing site data for Simmer. Blocking strictly necessary cookies will stop you from signing in, and clearing local storage will reset your preferences, such as your theme. Because we use only first-party analytics, blocking cookies from other domains will not affect how Simmer works outside checkout.",
      ],
    },
    {
      heading: 'Self-hosted installations',
      paragraphs: [
        'If you use a copy of Simmer that someone else hosts, such as your household or organisation, the same cookies and storage are used, but the operator of that installation decides where the data is stored and is responsible for it.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'If we add or change cookies in a meaningful way, we will update this page and the date above, and tell you in the app where appropriate. Questions can be sent to privacy@simmer.app.',
      ],
    },
  ],
};

const gdprPage: LegalDocument = {
  slug: 'gdpr',
  title: 'GDPR Compliance',
  lastUpdated: 'December 10, 2024',
  intro:
    'If you live in the European Economic Area or the United Kingdom, the General Data Protection Regulation (GDPR) and the UK GDPR give you specific rights over your personal data. This page explains how Simmer meets those obligations, what rights you have and how to use them. It should be read together with our Privacy Policy.',
  sections: [
    {
      heading: 'Who is the data controller',
      paragraphs: [
        'For the hosted Simmer service, Simmer is the data controller for the personal data you provide and that we collect when you use the app, such as your account details, cooking profile, recipes, meal plans, grocery lists and purchase history. If you use a self-hosted copy of Simmer run by someone else, that operator is the controller for the data stored in their installation, and you should contact them directly.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: ['Under the GDPR you have the following rights:'],
      bullets: [
        'Access: ask for a copy of the personal data we hold about you and how we use it.',
        'Rectification: ask us to correct data that is inaccurate or incomplete. You can also edit your profile and cooking preferences yourself in settings.',
        'Erasure: ask us to delete your personal data, or delete your account from settings. We may keep some records, such as invoices, where the law requires it.',
        'Restriction: ask us to pause processing your data while a concern, such as its accuracy, is being resolved.',
        'Portability: receive your recipes, meal plans and account data in a structured, machine-readable format so you can move them to another service.',
        'Objection: object to processing based on our legitimate interests, including analytics, and to any direct marketing at any time.',
        'Withdraw consent: where we rely on consent, for example for marketing emails or AI assistance, you can withdraw it at any time without affecting earlier processing.',
        'Complain: lodge a complaint with the data protection supervisory authority in the country where you live or work, or where you believe an infringement happened.',
      ],
    },
    {
      heading: 'How to exercise your rights',
      paragraphs: [
        'Some rights can be exercised directly in Simmer: you can update your details and cooking preferences and delete your account from your settings. For anything else, email privacy@simmer.app from the address linked to your account and tell us which right you want to exercise.',
        'Simmer responds to requests within 30 days of receiving them. If a request is particularly complex, or we receive many requests from you, we may extend this by up to two further months, and we will tell you why within the first 30 days. We may ask you to confirm your identity before acting on a request. Exercising your rights is free, unless a request is clearly unfounded or excessive.',
      ],
    },
    {
      heading: 'Legal bases we rely on',
      paragraphs: ['We process personal data only where we have a legal basis to do so:'],
      bullets: [
        'Contract: to create your account, store your recipes, build meal plans and grocery lists, run subscriptions and pay chefs for recipe sales.',
        'Legitimate interests: to keep Simmer secure, prevent fraud, understand feature usage through first-party analytics and measure marketing attribution. We balance these interests against your rights, and you can object.',
        'Consent: for marketing emails and for optional AI assistance on your recipes.',
        'Legal obligation: to keep tax and accounting records and respond to lawful requests from authorities.',
      ],
    },
    {
      heading: 'Our processors',
      paragraphs: [
        'We use a small number of processors that handle personal data on our behalf under data processing agreements that meet the requirements of Article 28 of the GDPR:',
      ],
      bullets: [
        'Hosting and infrastructure providers, for the servers, database and file storage that hold your data and uploaded images.',
        'Stripe, for payments, subscriptions, refunds and chef payouts.',
        'Anthropic, only when AI assistance is enabled. Processing happens server-side and only the recipe content is sent, not your name, email address or other account details.',
        'Google, when you choose to sign in with Google.',
      ],
    },
    {
      heading: 'International data transfers',
      paragraphs: [
        "Some of our processors are based in, or use infrastructure in, countries outside the European Economic Area and the United Kingdom, including the United States. Where personal data is transferred to a country that does not have an adequacy decision, we rely on the European Commission's Standard Contractual Clauses, together with the UK International Data Transfer Addendum where relevant, and assess whether additional safeguards are needed. You can ask us for a copy of these safeguards.",
      ],
    },
    {
      heading: 'Security and data breaches',
      paragraphs: [
        'We protect personal data with encryption in transit, hashed passwords, HttpOnly session cookies, optional two-factor authentication, access controls and regular backups. Photo text recognition runs on our own servers, so recipe photos are not sent to an outside service for that step.',
        'In case of a personal data breach, Simmer notifies the relevant supervisory authority within 72 hours of becoming aware of it, unless the breach is unlikely to result in a risk to your rights and freedoms. Where a breach is likely to result in a high risk to you, we will also notify affected users without undue delay, explaining what happened, what data was involved and what steps you can take.',
      ],
    },
    {
      heading: 'Data retention',
      paragraphs: [
        'We keep personal data only for as long as we need it. Account data, recipes and plans are kept while your account is open and deleted or anonymised within 30 days of account deletion, with backups overwritten within a further 35 days. Transaction records are kept for as long as tax law requires, and identifiable analytics events for up to 24 months.',
      ],
    },
    {
      heading: 'Data Protection Officer',
      paragraphs: [
        'We have appointed a Data Protection Officer to oversee how Simmer handles personal data. You can contact our DPO at privacy@simmer.app; please put "DPO" in the subject line so your message reaches them directly. We will update this page if our GDPR practices change.',
      ],
    },
  ],
};

export const legalDocuments: Record<LegalDocument['slug'], LegalDocument> = {
  privacy: privacyPolicy,
  terms: termsOfService,
  cookies: cookiePolicy,
  gdpr: gdprPage,
};

export interface AboutHighlight {
  title: 'Smart Planning' | 'Effortless Shopping' | 'Time-Saving';
  description: string;
}

export const aboutContent: {
  title: 'Our Story';
  mission: string[];
  highlights: AboutHighlight[];
} = {
  title: 'Our Story',
  mission: [
    'Simmer started at a kitchen table, with recipes scattered across browser tabs, screenshots, cookbooks and notes on the back of envelopes. Every week brought the same questions: what are we eating, what do we need to buy, and where did that recipe go?',
    'We built Simmer so home cooks and families can keep every recipe in one place, whether it is typed in, imported from a web page, pasted as text or snapped from a cookbook page. A short questionnaire learns your dietary needs, favourite cuisines, skill, equipment and budget, and turns them into a first plan for the week.',
    'Our mission is to take the planning and the paperwork out of home cooking, so you can spend less time deciding and more time cooking and eating together. We also want to give talented cooks a fair way to share their best work, which is why chefs keep 70% of every premium recipe they sell.',
  ],
  highlights: [
    {
      title: 'Smart Planning',
      description:
        'Plan the week in minutes with meal plans built around your dietary needs, skill, equipment and budget. Your first plan is ready as soon as you finish the questionnaire.',
    },
    {
      title: 'Effortless Shopping',
      description:
        'Simmer merges the ingredients from every planned recipe into one grocery list, combining matching items so you can shop in a single trip.',
    },
    {
      title: 'Time-Saving',
      description:
        'Import recipes from a link, pasted text or a photo instead of retyping them, then cook step by step from your phone with the next instruction always in view.',
    },
  ],
};
