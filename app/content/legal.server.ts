import type { Language } from "../../core/languages";

import type { LegalDoc, LegalText } from "./legal-doc";

// The three legal pages, written for a nutrition practice in Madrid (Spanish law, GDPR,
// LOPDGDD, LSSI). Each language is complete; the type makes a missing one a compile error.
// Server only (.server): a page's loader sends the one document in the one language it shows,
// so no browser downloads all of them in every language.

// The practice's name, who runs it, its contact address and postal address are those of its
// settings: the page puts them where {name}, {person}, {email} and {address} stand (legalText).
const N = "{name}";
const P = "{person}";
const E = "{email}";
const A = "{address}";

export const LEGAL: Record<LegalDoc, Record<Language, LegalText>> = {
  "terms-of-service": {
    en: {
      intro: `These terms govern the nutrition consulting services offered by ${N} (${P}, registered dietitian-nutritionist, ${A}) through this website. By booking a consultation you accept them.`,
      sections: [
        {
          heading: "1. The service",
          paragraphs: [
            "We provide personalised nutrition consultations, meal plans and follow-up. Consultations take place by video meeting and through a messaging app.",
            "Nutrition advice complements but does not replace medical diagnosis or treatment. If you have a medical condition, keep your doctor informed. In an emergency, call 112.",
          ],
        },
        {
          heading: "2. Introductory call",
          paragraphs: [
            "Before your first booking we hold a free introductory call of about 15 minutes to understand your needs and confirm that our services suit you.",
          ],
        },
        {
          heading: "3. Bookings and payment",
          paragraphs: [
            "You book through the booking form by choosing a service plan, a date and a time. You receive a confirmation email and a payment link.",
            "Prices are shown in euros and include any applicable taxes. Payment is due through the payment link at least 24 hours before the session; otherwise the booking is automatically cancelled and the slot released.",
          ],
        },
        {
          heading: "4. Rescheduling and cancellation",
          paragraphs: [
            "You can reschedule or cancel free of charge up to 24 hours before the session by replying to your confirmation email or writing to us.",
            "Later cancellations and missed sessions count as delivered, except for documented reasons of force majeure.",
          ],
        },
        {
          heading: "5. Right of withdrawal and refunds",
          paragraphs: [
            "As a consumer you have 14 calendar days from the contract to withdraw without giving reasons (Royal Legislative Decree 1/2007). If you ask us to start the service within that period, you pay for the part already provided, and the right is lost once the service has been fully provided.",
            "Because personalised plans are prepared for you alone, refunds are generally not given once a personalised plan has been delivered. This does not limit your statutory rights.",
          ],
        },
        {
          heading: "6. Messaging support",
          paragraphs: ["Plans that include it give you messaging support 24h between sessions for questions about your plan. It is not an emergency service."],
        },
        {
          heading: "7. Your commitments",
          paragraphs: [
            "Please give accurate information about your health, medication, allergies and intolerances, and tell us about changes. Our advice depends on it.",
          ],
        },
        {
          heading: "8. Intellectual property",
          paragraphs: [
            "Plans, recipes, articles and materials are for your personal use. They may not be redistributed or sold without our written permission.",
          ],
        },
        {
          heading: "9. Liability",
          paragraphs: [
            "We work with professional diligence. We are not liable for results that depend on following the plan or on information you did not share, within the limits allowed by law.",
          ],
        },
        {
          heading: "10. Governing law and jurisdiction",
          paragraphs: [
            "These terms are governed by Spanish law. Any dispute is submitted to the courts of Madrid, without prejudice to your right as a consumer to go to the courts of your place of residence.",
          ],
        },
        {
          heading: "11. Changes and contact",
          paragraphs: [`We may update these terms; the date at the top shows the latest version. Questions: ${E}.`],
        },
      ],
    },
    es: {
      intro: `Estas condiciones regulan los servicios de asesoramiento nutricional que ofrece ${N} (${P}, dietista-nutricionista colegiada, ${A}) a través de este sitio web. Al reservar una consulta las aceptas.`,
      sections: [
        {
          heading: "1. El servicio",
          paragraphs: [
            "Ofrecemos consultas de nutrición personalizadas, planes de alimentación y seguimiento. Las consultas se realizan por videollamada y a través de una aplicación de mensajería.",
            "El asesoramiento nutricional complementa, pero no sustituye, el diagnóstico o tratamiento médico. Si tienes una enfermedad, mantén informado a tu médico. En caso de emergencia, llama al 112.",
          ],
        },
        {
          heading: "2. Llamada de presentación",
          paragraphs: [
            "Antes de tu primera reserva hacemos una llamada de presentación gratuita de unos 15 minutos para entender tus necesidades y confirmar que nuestros servicios encajan contigo.",
          ],
        },
        {
          heading: "3. Reservas y pago",
          paragraphs: [
            "Reservas mediante el formulario eligiendo un plan de servicio, una fecha y una hora. Recibirás un correo de confirmación y un enlace de pago.",
            "Los precios se muestran en euros e incluyen los impuestos aplicables. El pago debe realizarse con el enlace al menos 24 horas antes de la sesión; de lo contrario, la reserva se cancela automáticamente y el horario queda libre.",
          ],
        },
        {
          heading: "4. Cambios y cancelaciones",
          paragraphs: [
            "Puedes cambiar o cancelar la cita sin coste hasta 24 horas antes de la sesión respondiendo al correo de confirmación o escribiéndonos.",
            "Las cancelaciones posteriores y las sesiones a las que no se asista se consideran prestadas, salvo causa de fuerza mayor justificada.",
          ],
        },
        {
          heading: "5. Derecho de desistimiento y reembolsos",
          paragraphs: [
            "Como consumidor dispones de 14 días naturales desde la contratación para desistir sin indicar el motivo (Real Decreto Legislativo 1/2007). Si nos pides empezar el servicio dentro de ese plazo, abonarás la parte ya prestada, y el derecho se pierde una vez prestado el servicio por completo.",
            "Como los planes personalizados se elaboran solo para ti, por lo general no se hacen reembolsos una vez entregado un plan personalizado. Esto no limita tus derechos legales.",
          ],
        },
        {
          heading: "6. Soporte por mensajería",
          paragraphs: [
            "Los planes que lo incluyen te ofrecen soporte por mensajería 24 h entre sesiones para dudas sobre tu plan. No es un servicio de urgencias.",
          ],
        },
        {
          heading: "7. Tus compromisos",
          paragraphs: [
            "Facilita información veraz sobre tu salud, medicación, alergias e intolerancias, y comunícanos los cambios. Nuestro asesoramiento depende de ello.",
          ],
        },
        {
          heading: "8. Propiedad intelectual",
          paragraphs: [
            "Los planes, recetas, artículos y materiales son para tu uso personal. No pueden redistribuirse ni venderse sin nuestro permiso por escrito.",
          ],
        },
        {
          heading: "9. Responsabilidad",
          paragraphs: [
            "Trabajamos con diligencia profesional. No respondemos de resultados que dependan del seguimiento del plan o de información que no nos hayas facilitado, dentro de los límites que permite la ley.",
          ],
        },
        {
          heading: "10. Ley aplicable y jurisdicción",
          paragraphs: [
            "Estas condiciones se rigen por la ley española. Cualquier controversia se somete a los juzgados y tribunales de Madrid, sin perjuicio de tu derecho como consumidor a acudir a los de tu domicilio.",
          ],
        },
        {
          heading: "11. Cambios y contacto",
          paragraphs: [`Podemos actualizar estas condiciones; la fecha del inicio indica la última versión. Dudas: ${E}.`],
        },
      ],
    },
    gr: {
      intro: `Οι παρόντες όροι διέπουν τις υπηρεσίες διατροφικής συμβουλευτικής που προσφέρει το γραφείο «${N}» (${P}, διαιτολόγος-διατροφολόγος, ${A}) μέσω αυτού του ιστότοπου. Κλείνοντας μια συνεδρία τους αποδέχεστε.`,
      sections: [
        {
          heading: "1. Η υπηρεσία",
          paragraphs: [
            "Παρέχουμε εξατομικευμένες διατροφικές συνεδρίες, προγράμματα διατροφής και παρακολούθηση. Οι συνεδρίες γίνονται μέσω βιντεοκλήσης και εφαρμογής μηνυμάτων.",
            "Η διατροφική συμβουλευτική συμπληρώνει αλλά δεν αντικαθιστά την ιατρική διάγνωση ή θεραπεία. Αν έχετε κάποια πάθηση, ενημερώνετε τον γιατρό σας. Σε επείγουσα περίπτωση καλέστε το 112.",
          ],
        },
        {
          heading: "2. Εισαγωγική κλήση",
          paragraphs: [
            "Πριν από την πρώτη σας κράτηση κάνουμε μια δωρεάν εισαγωγική κλήση περίπου 15 λεπτών για να κατανοήσουμε τις ανάγκες σας και να επιβεβαιώσουμε ότι οι υπηρεσίες μας σας ταιριάζουν.",
          ],
        },
        {
          heading: "3. Κρατήσεις και πληρωμή",
          paragraphs: [
            "Κάνετε κράτηση μέσω της φόρμας επιλέγοντας πρόγραμμα, ημερομηνία και ώρα. Λαμβάνετε email επιβεβαίωσης και σύνδεσμο πληρωμής.",
            "Οι τιμές αναγράφονται σε ευρώ και περιλαμβάνουν τους ισχύοντες φόρους. Η πληρωμή γίνεται μέσω του συνδέσμου τουλάχιστον 24 ώρες πριν από τη συνεδρία· διαφορετικά η κράτηση ακυρώνεται αυτόματα και η ώρα αποδεσμεύεται.",
          ],
        },
        {
          heading: "4. Αλλαγές και ακυρώσεις",
          paragraphs: [
            "Μπορείτε να αλλάξετε ή να ακυρώσετε δωρεάν έως 24 ώρες πριν από τη συνεδρία, απαντώντας στο email επιβεβαίωσης ή γράφοντάς μας.",
            "Μεταγενέστερες ακυρώσεις και συνεδρίες στις οποίες δεν προσήλθατε θεωρούνται ότι παρασχέθηκαν, εκτός από τεκμηριωμένους λόγους ανωτέρας βίας.",
          ],
        },
        {
          heading: "5. Δικαίωμα υπαναχώρησης και επιστροφές χρημάτων",
          paragraphs: [
            "Ως καταναλωτής έχετε 14 ημερολογιακές ημέρες από τη σύναψη της σύμβασης για να υπαναχωρήσετε χωρίς αιτιολόγηση (ισπανικό Βασιλικό Νομοθετικό Διάταγμα 1/2007). Αν μας ζητήσετε να ξεκινήσει η υπηρεσία μέσα σε αυτό το διάστημα, πληρώνετε το μέρος που έχει ήδη παρασχεθεί, και το δικαίωμα χάνεται μόλις η υπηρεσία παρασχεθεί πλήρως.",
            "Επειδή τα εξατομικευμένα προγράμματα ετοιμάζονται μόνο για εσάς, κατά κανόνα δεν γίνονται επιστροφές χρημάτων αφού παραδοθεί ένα εξατομικευμένο πρόγραμμα. Αυτό δεν περιορίζει τα νόμιμα δικαιώματά σας.",
          ],
        },
        {
          heading: "6. Υποστήριξη μέσω μηνυμάτων",
          paragraphs: [
            "Τα προγράμματα που την περιλαμβάνουν σας δίνουν υποστήριξη μέσω μηνυμάτων 24 ώρες μεταξύ των συνεδριών για ερωτήσεις σχετικά με το πρόγραμμά σας. Δεν είναι υπηρεσία έκτακτης ανάγκης.",
          ],
        },
        {
          heading: "7. Οι δεσμεύσεις σας",
          paragraphs: [
            "Δώστε ακριβείς πληροφορίες για την υγεία, τα φάρμακα, τις αλλεργίες και τις δυσανεξίες σας και ενημερώστε μας για αλλαγές. Οι συμβουλές μας βασίζονται σε αυτές.",
          ],
        },
        {
          heading: "8. Πνευματική ιδιοκτησία",
          paragraphs: [
            "Τα προγράμματα, οι συνταγές, τα άρθρα και το υλικό προορίζονται για προσωπική σας χρήση. Δεν επιτρέπεται η αναδιανομή ή πώλησή τους χωρίς γραπτή άδειά μας.",
          ],
        },
        {
          heading: "9. Ευθύνη",
          paragraphs: [
            "Εργαζόμαστε με επαγγελματική επιμέλεια. Δεν ευθυνόμαστε για αποτελέσματα που εξαρτώνται από την τήρηση του προγράμματος ή από πληροφορίες που δεν μας δώσατε, εντός των ορίων του νόμου.",
          ],
        },
        {
          heading: "10. Εφαρμοστέο δίκαιο και δικαιοδοσία",
          paragraphs: [
            "Οι όροι διέπονται από το ισπανικό δίκαιο. Κάθε διαφορά υπάγεται στα δικαστήρια της Μαδρίτης, με την επιφύλαξη του δικαιώματός σας ως καταναλωτή να προσφύγετε στα δικαστήρια του τόπου κατοικίας σας.",
          ],
        },
        {
          heading: "11. Αλλαγές και επικοινωνία",
          paragraphs: [`Μπορεί να ενημερώνουμε τους όρους· η ημερομηνία στην αρχή δείχνει την τελευταία έκδοση. Ερωτήσεις: ${E}.`],
        },
      ],
    },
  },

  "privacy-policy": {
    en: {
      intro:
        "This policy explains how we handle your personal data under the General Data Protection Regulation (EU) 2016/679 (GDPR) and the Spanish Organic Law 3/2018 on data protection (LOPDGDD).",
      sections: [
        {
          heading: "1. Controller",
          paragraphs: [`${N}, ${A}. Email: ${E}.`],
        },
        {
          heading: "2. Data we process",
          paragraphs: ["We only collect what you give us:"],
          list: [
            "Newsletter: your email address.",
            "Contact form: name, email address and your message.",
            "Bookings: name, email, phone number, chosen service, date, time and your optional message.",
            "Consultations: health and lifestyle information you share so we can advise you. This is special-category data.",
            "Technical data: server logs with IP address and browser, kept briefly for security.",
          ],
        },
        {
          heading: "3. Purposes and legal bases",
          paragraphs: ["We use your data only for these purposes:"],
          list: [
            "Managing bookings and consultations: performance of a contract (Art. 6(1)(b) GDPR).",
            "Health information: your explicit consent and the provision of health care (Art. 9(2)(a) and (h) GDPR).",
            "Answering messages: steps at your request before a contract, or our legitimate interest in replying (Art. 6(1)(b) and (f)).",
            "Newsletter: your consent, which you can withdraw at any time with the link in every email (Art. 6(1)(a)).",
            "Invoicing and records the law requires: legal obligation (Art. 6(1)(c)).",
          ],
        },
        {
          heading: "4. How long we keep it",
          paragraphs: [
            "Newsletter data until you unsubscribe. Contact messages for up to 12 months. Booking and billing records for 6 years (Commercial Code). Clinical records for at least 5 years after the last consultation (Law 41/2002). Server logs for up to 30 days.",
          ],
        },
        {
          heading: "5. Who receives it",
          paragraphs: [
            "We never sell your data. Service providers that host the website, send email, process payments or run video calls act as processors under contract (Art. 28 GDPR). If a provider is outside the European Economic Area, transfers rely on an adequacy decision or the European Commission's standard contractual clauses.",
          ],
        },
        {
          heading: "6. Your rights",
          paragraphs: [
            `You can ask for access, rectification, erasure, restriction, portability and objection, and withdraw consent at any time, by writing to ${E}. We answer within one month.`,
            "If you are not satisfied, you may complain to the Spanish Data Protection Agency (Agencia Española de Protección de Datos, www.aepd.es).",
          ],
        },
        {
          heading: "7. Security",
          paragraphs: ["We use encrypted connections, access control and minimal data collection to protect your information."],
        },
        {
          heading: "8. Minors",
          paragraphs: ["People under 14 may use our services only with the consent of their parents or guardians (Art. 7 LOPDGDD)."],
        },
        {
          heading: "9. Changes",
          paragraphs: ["We will publish any change to this policy on this page with a new date."],
        },
      ],
    },
    es: {
      intro:
        "Esta política explica cómo tratamos tus datos personales conforme al Reglamento General de Protección de Datos (UE) 2016/679 (RGPD) y la Ley Orgánica 3/2018 de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).",
      sections: [
        {
          heading: "1. Responsable del tratamiento",
          paragraphs: [`${N}, ${A}. Correo: ${E}.`],
        },
        {
          heading: "2. Datos que tratamos",
          paragraphs: ["Solo recogemos los datos que nos facilitas:"],
          list: [
            "Boletín: tu correo electrónico.",
            "Formulario de contacto: nombre, correo electrónico y tu mensaje.",
            "Reservas: nombre, correo, teléfono, servicio elegido, fecha, hora y tu mensaje opcional.",
            "Consultas: información de salud y hábitos que compartes para que podamos asesorarte. Son datos de categoría especial.",
            "Datos técnicos: registros del servidor con dirección IP y navegador, conservados brevemente por seguridad.",
          ],
        },
        {
          heading: "3. Finalidades y bases jurídicas",
          paragraphs: ["Usamos tus datos solo para estas finalidades:"],
          list: [
            "Gestionar reservas y consultas: ejecución de un contrato (art. 6.1.b RGPD).",
            "Información de salud: tu consentimiento explícito y la prestación de asistencia sanitaria (art. 9.2.a y h RGPD).",
            "Responder mensajes: medidas precontractuales a tu petición o nuestro interés legítimo en contestar (art. 6.1.b y f).",
            "Boletín: tu consentimiento, que puedes retirar en cualquier momento con el enlace de cada correo (art. 6.1.a).",
            "Facturación y registros exigidos por la ley: obligación legal (art. 6.1.c).",
          ],
        },
        {
          heading: "4. Plazos de conservación",
          paragraphs: [
            "Datos del boletín hasta que te des de baja. Mensajes de contacto hasta 12 meses. Reservas y facturación durante 6 años (Código de Comercio). Historia clínica al menos 5 años desde la última consulta (Ley 41/2002). Registros del servidor hasta 30 días.",
          ],
        },
        {
          heading: "5. Destinatarios",
          paragraphs: [
            "Nunca vendemos tus datos. Los proveedores que alojan la web, envían correos, procesan pagos o prestan las videollamadas actúan como encargados del tratamiento bajo contrato (art. 28 RGPD). Si un proveedor está fuera del Espacio Económico Europeo, las transferencias se basan en una decisión de adecuación o en las cláusulas contractuales tipo de la Comisión Europea.",
          ],
        },
        {
          heading: "6. Tus derechos",
          paragraphs: [
            `Puedes ejercer los derechos de acceso, rectificación, supresión, limitación, portabilidad y oposición, y retirar tu consentimiento en cualquier momento, escribiendo a ${E}. Respondemos en el plazo de un mes.`,
            "Si no estás conforme, puedes reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).",
          ],
        },
        {
          heading: "7. Seguridad",
          paragraphs: ["Usamos conexiones cifradas, control de acceso y una recogida mínima de datos para proteger tu información."],
        },
        {
          heading: "8. Menores",
          paragraphs: ["Los menores de 14 años solo pueden usar nuestros servicios con el consentimiento de sus padres o tutores (art. 7 LOPDGDD)."],
        },
        {
          heading: "9. Cambios",
          paragraphs: ["Publicaremos cualquier cambio de esta política en esta página con una nueva fecha."],
        },
      ],
    },
    gr: {
      intro:
        "Η παρούσα πολιτική εξηγεί πώς χειριζόμαστε τα προσωπικά σας δεδομένα σύμφωνα με τον Γενικό Κανονισμό για την Προστασία Δεδομένων (ΕΕ) 2016/679 (ΓΚΠΔ) και τον ισπανικό Οργανικό Νόμο 3/2018 για την προστασία δεδομένων (LOPDGDD).",
      sections: [
        {
          heading: "1. Υπεύθυνος επεξεργασίας",
          paragraphs: [`${N}, ${A}. Email: ${E}.`],
        },
        {
          heading: "2. Δεδομένα που επεξεργαζόμαστε",
          paragraphs: ["Συλλέγουμε μόνο όσα μας δίνετε:"],
          list: [
            "Ενημερωτικό δελτίο: η διεύθυνση email σας.",
            "Φόρμα επικοινωνίας: όνομα, email και το μήνυμά σας.",
            "Κρατήσεις: όνομα, email, τηλέφωνο, επιλεγμένη υπηρεσία, ημερομηνία, ώρα και προαιρετικό μήνυμα.",
            "Συνεδρίες: πληροφορίες υγείας και τρόπου ζωής που μοιράζεστε για να σας συμβουλεύσουμε. Πρόκειται για δεδομένα ειδικής κατηγορίας.",
            "Τεχνικά δεδομένα: αρχεία καταγραφής του διακομιστή με διεύθυνση IP και πρόγραμμα περιήγησης, που διατηρούνται για λίγο για λόγους ασφαλείας.",
          ],
        },
        {
          heading: "3. Σκοποί και νομικές βάσεις",
          paragraphs: ["Χρησιμοποιούμε τα δεδομένα σας μόνο για τους εξής σκοπούς:"],
          list: [
            "Διαχείριση κρατήσεων και συνεδριών: εκτέλεση σύμβασης (άρθρο 6 παρ. 1 στοιχ. β ΓΚΠΔ).",
            "Πληροφορίες υγείας: η ρητή συγκατάθεσή σας και η παροχή υγειονομικής φροντίδας (άρθρο 9 παρ. 2 στοιχ. α και η ΓΚΠΔ).",
            "Απάντηση σε μηνύματα: προσυμβατικά μέτρα κατόπιν αιτήματός σας ή έννομο συμφέρον μας να απαντήσουμε (άρθρο 6 παρ. 1 στοιχ. β και στ).",
            "Ενημερωτικό δελτίο: η συγκατάθεσή σας, την οποία μπορείτε να ανακαλέσετε ανά πάσα στιγμή με τον σύνδεσμο σε κάθε email (άρθρο 6 παρ. 1 στοιχ. α).",
            "Τιμολόγηση και αρχεία που απαιτεί ο νόμος: νομική υποχρέωση (άρθρο 6 παρ. 1 στοιχ. γ).",
          ],
        },
        {
          heading: "4. Διάρκεια διατήρησης",
          paragraphs: [
            "Δεδομένα ενημερωτικού δελτίου έως την απεγγραφή σας. Μηνύματα επικοινωνίας έως 12 μήνες. Κρατήσεις και τιμολόγηση για 6 έτη (ισπανικός Εμπορικός Κώδικας). Κλινικό ιστορικό τουλάχιστον 5 έτη από την τελευταία συνεδρία (ισπανικός Νόμος 41/2002). Αρχεία διακομιστή έως 30 ημέρες.",
          ],
        },
        {
          heading: "5. Αποδέκτες",
          paragraphs: [
            "Δεν πουλάμε ποτέ τα δεδομένα σας. Οι πάροχοι που φιλοξενούν τον ιστότοπο, στέλνουν email, επεξεργάζονται πληρωμές ή παρέχουν τις βιντεοκλήσεις ενεργούν ως εκτελούντες την επεξεργασία βάσει σύμβασης (άρθρο 28 ΓΚΠΔ). Αν κάποιος πάροχος βρίσκεται εκτός Ευρωπαϊκού Οικονομικού Χώρου, οι διαβιβάσεις βασίζονται σε απόφαση επάρκειας ή στις τυποποιημένες συμβατικές ρήτρες της Ευρωπαϊκής Επιτροπής.",
          ],
        },
        {
          heading: "6. Τα δικαιώματά σας",
          paragraphs: [
            `Μπορείτε να ασκήσετε τα δικαιώματα πρόσβασης, διόρθωσης, διαγραφής, περιορισμού, φορητότητας και εναντίωσης, καθώς και να ανακαλέσετε τη συγκατάθεσή σας ανά πάσα στιγμή, γράφοντας στο ${E}. Απαντάμε εντός ενός μήνα.`,
            "Αν δεν είστε ικανοποιημένοι, μπορείτε να υποβάλετε καταγγελία στην Ισπανική Αρχή Προστασίας Δεδομένων (Agencia Española de Protección de Datos, www.aepd.es).",
          ],
        },
        {
          heading: "7. Ασφάλεια",
          paragraphs: ["Χρησιμοποιούμε κρυπτογραφημένες συνδέσεις, έλεγχο πρόσβασης και ελάχιστη συλλογή δεδομένων για την προστασία των πληροφοριών σας."],
        },
        {
          heading: "8. Ανήλικοι",
          paragraphs: [
            "Άτομα κάτω των 14 ετών μπορούν να χρησιμοποιούν τις υπηρεσίες μας μόνο με τη συγκατάθεση των γονέων ή κηδεμόνων τους (άρθρο 7 LOPDGDD).",
          ],
        },
        {
          heading: "9. Αλλαγές",
          paragraphs: ["Κάθε αλλαγή της πολιτικής θα δημοσιεύεται σε αυτή τη σελίδα με νέα ημερομηνία."],
        },
      ],
    },
  },

  "cookies-policy": {
    en: {
      intro:
        "This policy describes the cookies and similar browser storage this website uses, in line with Article 22.2 of the Spanish Law 34/2002 on information society services (LSSI) and the GDPR.",
      sections: [
        {
          heading: "1. What cookies are",
          paragraphs: [
            "Cookies are small files a website stores in your browser. Local storage works in a similar way. Some are needed for the site to work or to remember a choice you made; others track you and need your consent.",
          ],
        },
        {
          heading: "2. What we use",
          paragraphs: ["We use no analytics, advertising or tracking cookies. Our own storage is limited to:"],
          list: [
            "theme (cookie and local storage, 1 year): remembers whether you chose the light or dark theme, so the page appears in it from the first moment. Set only when you use the theme switch.",
            "cookieConsent (local storage, until you change it): remembers whether you accepted or rejected third-party content.",
            "adminToken (local storage): keeps the administrator signed in. It is never set for visitors.",
          ],
        },
        {
          heading: "3. Third-party content",
          paragraphs: [
            "Some pages can show content from other companies. It is loaded only after you click Accept, and those companies may then set their own cookies under their own policies:",
          ],
          list: [
            "Google Maps (map on the contact page), Google Ireland Ltd.",
            "YouTube or Vimeo videos embedded in articles.",
            "The Instagram feed on the home page, Meta Platforms Ireland Ltd.",
          ],
        },
        {
          heading: "4. Links to other sites",
          paragraphs: [
            "The share buttons, social media icons and the WhatsApp button are plain links: nothing is loaded from those services until you click them.",
          ],
        },
        {
          heading: "5. Managing your choice",
          paragraphs: [
            "You can change your decision at any time with the 'Cookie settings' link in the footer. You can also delete cookies and local storage in your browser settings; the site keeps working, with the dark theme by default.",
          ],
        },
        {
          heading: "6. Updates",
          paragraphs: [`If we start using other cookies, we will update this page and ask for your consent where required. Questions: ${E}.`],
        },
      ],
    },
    es: {
      intro:
        "Esta política describe las cookies y el almacenamiento similar del navegador que utiliza este sitio web, de acuerdo con el artículo 22.2 de la Ley 34/2002 de servicios de la sociedad de la información (LSSI) y el RGPD.",
      sections: [
        {
          heading: "1. Qué son las cookies",
          paragraphs: [
            "Las cookies son pequeños archivos que una web guarda en tu navegador. El almacenamiento local funciona de forma parecida. Algunas son necesarias para que el sitio funcione o para recordar una elección tuya; otras te rastrean y necesitan tu consentimiento.",
          ],
        },
        {
          heading: "2. Qué utilizamos",
          paragraphs: ["No usamos cookies analíticas, publicitarias ni de seguimiento. Nuestro almacenamiento propio se limita a:"],
          list: [
            "theme (cookie y almacenamiento local, 1 año): recuerda si elegiste el tema claro u oscuro, para que la página aparezca así desde el primer momento. Solo se guarda cuando usas el selector de tema.",
            "cookieConsent (almacenamiento local, hasta que lo cambies): recuerda si aceptaste o rechazaste el contenido de terceros.",
            "adminToken (almacenamiento local): mantiene la sesión del administrador. Nunca se guarda para los visitantes.",
          ],
        },
        {
          heading: "3. Contenido de terceros",
          paragraphs: [
            "Algunas páginas pueden mostrar contenido de otras empresas. Solo se carga después de pulsar Aceptar y, entonces, esas empresas pueden instalar sus propias cookies según sus políticas:",
          ],
          list: [
            "Google Maps (mapa de la página de contacto), Google Ireland Ltd.",
            "Vídeos de YouTube o Vimeo incrustados en los artículos.",
            "El feed de Instagram de la página de inicio, Meta Platforms Ireland Ltd.",
          ],
        },
        {
          heading: "4. Enlaces a otros sitios",
          paragraphs: [
            "Los botones para compartir, los iconos de redes sociales y el botón de WhatsApp son simples enlaces: no se carga nada de esos servicios hasta que haces clic.",
          ],
        },
        {
          heading: "5. Cómo gestionar tu elección",
          paragraphs: [
            "Puedes cambiar tu decisión en cualquier momento con el enlace «Configuración de cookies» del pie de página. También puedes borrar las cookies y el almacenamiento local en la configuración de tu navegador; el sitio sigue funcionando, con el tema oscuro por defecto.",
          ],
        },
        {
          heading: "6. Actualizaciones",
          paragraphs: [`Si empezamos a usar otras cookies, actualizaremos esta página y pediremos tu consentimiento cuando sea necesario. Dudas: ${E}.`],
        },
      ],
    },
    gr: {
      intro:
        "Η παρούσα πολιτική περιγράφει τα cookies και την παρόμοια αποθήκευση του προγράμματος περιήγησης που χρησιμοποιεί ο ιστότοπος, σύμφωνα με το άρθρο 22.2 του ισπανικού Νόμου 34/2002 για τις υπηρεσίες της κοινωνίας της πληροφορίας (LSSI) και τον ΓΚΠΔ.",
      sections: [
        {
          heading: "1. Τι είναι τα cookies",
          paragraphs: [
            "Τα cookies είναι μικρά αρχεία που αποθηκεύει ένας ιστότοπος στο πρόγραμμα περιήγησής σας. Η τοπική αποθήκευση λειτουργεί παρόμοια. Κάποια είναι απαραίτητα για τη λειτουργία του ιστότοπου ή για να θυμάται μια επιλογή σας· άλλα σας παρακολουθούν και χρειάζονται τη συγκατάθεσή σας.",
          ],
        },
        {
          heading: "2. Τι χρησιμοποιούμε",
          paragraphs: ["Δεν χρησιμοποιούμε cookies ανάλυσης, διαφήμισης ή παρακολούθησης. Η δική μας αποθήκευση περιορίζεται σε:"],
          list: [
            "theme (cookie και τοπική αποθήκευση, 1 έτος): θυμάται αν επιλέξατε φωτεινό ή σκοτεινό θέμα, ώστε η σελίδα να εμφανίζεται έτσι από την πρώτη στιγμή. Ορίζεται μόνο όταν χρησιμοποιείτε τον διακόπτη θέματος.",
            "cookieConsent (τοπική αποθήκευση, μέχρι να το αλλάξετε): θυμάται αν αποδεχτήκατε ή απορρίψατε το περιεχόμενο τρίτων.",
            "adminToken (τοπική αποθήκευση): διατηρεί συνδεδεμένο τον διαχειριστή. Δεν ορίζεται ποτέ για επισκέπτες.",
          ],
        },
        {
          heading: "3. Περιεχόμενο τρίτων",
          paragraphs: [
            "Ορισμένες σελίδες μπορούν να εμφανίσουν περιεχόμενο άλλων εταιρειών. Φορτώνεται μόνο αφού πατήσετε Αποδοχή, και τότε οι εταιρείες αυτές μπορεί να ορίσουν δικά τους cookies σύμφωνα με τις πολιτικές τους:",
          ],
          list: [
            "Google Maps (χάρτης στη σελίδα επικοινωνίας), Google Ireland Ltd.",
            "Βίντεο YouTube ή Vimeo ενσωματωμένα σε άρθρα.",
            "Η ροή Instagram στην αρχική σελίδα, Meta Platforms Ireland Ltd.",
          ],
        },
        {
          heading: "4. Σύνδεσμοι προς άλλους ιστότοπους",
          paragraphs: [
            "Τα κουμπιά κοινοποίησης, τα εικονίδια μέσων κοινωνικής δικτύωσης και το κουμπί WhatsApp είναι απλοί σύνδεσμοι: τίποτα δεν φορτώνεται από αυτές τις υπηρεσίες μέχρι να κάνετε κλικ.",
          ],
        },
        {
          heading: "5. Διαχείριση της επιλογής σας",
          paragraphs: [
            "Μπορείτε να αλλάξετε την απόφασή σας ανά πάσα στιγμή από τον σύνδεσμο «Ρυθμίσεις cookies» στο υποσέλιδο. Μπορείτε επίσης να διαγράψετε cookies και τοπική αποθήκευση από τις ρυθμίσεις του προγράμματος περιήγησης· ο ιστότοπος συνεχίζει να λειτουργεί, με σκοτεινό θέμα από προεπιλογή.",
          ],
        },
        {
          heading: "6. Ενημερώσεις",
          paragraphs: [
            `Αν αρχίσουμε να χρησιμοποιούμε άλλα cookies, θα ενημερώσουμε αυτή τη σελίδα και θα ζητήσουμε τη συγκατάθεσή σας όπου απαιτείται. Ερωτήσεις: ${E}.`,
          ],
        },
      ],
    },
  },
};

/** A legal text with the practice's name, her legal name (`person`, may be empty) and contact details from its settings in place. */
export function legalText(doc: LegalDoc, lang: Language, practice: { name: string; person: string; email: string; address: string }): LegalText {
  // Who she is goes before her profession ("Elena Martínez Ruiz, registered dietitian…"); without a name, the profession alone.
  const fill = (text: string) =>
    text
      .replaceAll(N, practice.name)
      .replaceAll(`${P}, `, practice.person ? `${practice.person}, ` : "")
      .replaceAll(E, practice.email)
      .replaceAll(A, practice.address);
  const { intro, sections } = LEGAL[doc][lang];
  return {
    intro: fill(intro),
    sections: sections.map((s) => ({ ...s, paragraphs: s.paragraphs.map(fill), ...(s.list ? { list: s.list.map(fill) } : {}) })),
  };
}
