import type { Language } from "../../core/languages.js";
import { slugify } from "../../core/slugify.js";
import { blogsRepository } from "../blogs/repository.js";
import { parseBlog } from "../blogs/form.js";
import type { Storage } from "../storage/storage.js";
import { storeImage, storedImageUrl, uploadUrl } from "../uploads/images.js";
import type { Database } from "../db/database.js";
import { demoImage, type Motif, type Palette } from "./blog-images.js";

// The demo practice's articles: four topics, each written in English, Spanish and Greek.
// Blocks are given in the Editor.js shape the admin editor saves; they go through the same
// validation and sanitising as the API. `{{image}}` is replaced by the topic's content
// picture once it is stored.

export const CONTENT_IMAGE = "{{image}}";

type Item = string | { content: string; checked?: boolean; items?: Item[] };

const item = (i: Item): unknown =>
  typeof i === "string"
    ? { content: i, meta: {}, items: [] }
    : { content: i.content, meta: i.checked === undefined ? {} : { checked: i.checked }, items: (i.items ?? []).map(item) };

export const b = {
  p: (text: string) => ({ type: "paragraph", data: { text } }),
  h: (text: string, level = 2) => ({ type: "header", data: { text, level } }),
  ul: (items: Item[]) => ({ type: "list", data: { style: "unordered", meta: {}, items: items.map(item) } }),
  ol: (items: Item[], meta: { start?: number; counterType?: string } = {}) => ({
    type: "list",
    data: { style: "ordered", meta: { start: 1, counterType: "numeric", ...meta }, items: items.map(item) },
  }),
  check: (items: Item[]) => ({
    type: "list",
    data: { style: "checklist", meta: {}, items: items.map((i) => item(typeof i === "string" ? { content: i, checked: false } : i)) },
  }),
  quote: (text: string, caption: string) => ({ type: "quote", data: { text, caption, alignment: "left" } }),
  table: (content: string[][]) => ({ type: "table", data: { withHeadings: true, stretched: false, content } }),
  image: (caption: string) => ({ type: "image", data: { file: { url: CONTENT_IMAGE }, caption, withBorder: false, withBackground: false, stretched: true } }),
  delimiter: () => ({ type: "delimiter", data: {} }),
  link: (link: string, title: string, description: string) => ({ type: "linkTool", data: { link, meta: { title, description, image: { url: "" } } } }),
};

export interface DemoBlog {
  language: Language;
  title: string;
  description: string;
  category: string;
  /** YYYY-MM-DD, or null for the one draft. */
  published_date: string | null;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  blocks: unknown[];
}

export interface DemoTopic {
  motif: Motif;
  palette: Palette;
  /** Second palette for the picture inside the article. */
  contentPalette: Palette;
  blogs: DemoBlog[];
}

const HARVARD_PLATE = "https://www.hsph.harvard.edu/nutritionsource/healthy-eating-plate/";
const EFSA_DRV = "https://www.efsa.europa.eu/en/topics/topic/dietary-reference-values";

export const demoBlogTopics: DemoTopic[] = [
  {
    motif: "plate",
    palette: { from: "#eef6e8", to: "#f9f0dc", accents: ["#8cc084", "#f2b880", "#e8d07a"] },
    contentPalette: { from: "#f6f1e4", to: "#e8f3e2", accents: ["#a3c585", "#e9a178", "#f4d58d"] },
    blogs: [
      {
        language: "en",
        title: "Building a Balanced Plate Without Counting Calories",
        description: "A simple visual method to put together nourishing meals every day, whatever your goal.",
        category: "Nutrition Basics",
        published_date: "2025-01-14",
        meta_title: "How to build a balanced plate | Nutrition practice Madrid",
        meta_description: "Half vegetables, a quarter whole grains, a quarter protein: a practical guide to balanced meals without counting calories.",
        meta_keywords: "balanced plate, healthy eating, meal planning, nutrition basics",
        blocks: [
          b.p(
            "Most of the people I see in consultation do not need another diet. They need a <b>simple way to put a meal together</b> that keeps them full, gives them energy and fits their week. The balanced plate is the tool I use most often, because it works at home, in a restaurant and in the office canteen.",
          ),
          b.h("The four parts of the plate"),
          b.ul([
            "<b>Half the plate: vegetables and fruit.</b> Aim for colour and variety: salad, roasted vegetables, a bowl of gazpacho, a piece of fruit.",
            "<b>A quarter: whole grains or starchy foods.</b> Brown rice, wholemeal bread, potatoes with their skin, quinoa or pasta.",
            "<b>A quarter: protein.</b> Legumes, fish, eggs, poultry, tofu or yoghurt.",
            "<b>A little healthy fat.</b> A drizzle of extra virgin olive oil, a handful of nuts or some avocado.",
          ]),
          b.image("Half vegetables, a quarter grains, a quarter protein."),
          b.p(
            'The idea is not new: it is the basis of the <a href="' +
              HARVARD_PLATE +
              '">Healthy Eating Plate</a> from Harvard, and it fits very naturally with the Mediterranean way of eating we enjoy in Spain.',
          ),
          b.h("A week of small steps", 3),
          b.check([
            { content: "Add one extra portion of vegetables to lunch", checked: true },
            "Swap white bread for wholemeal three days this week",
            "Include legumes at least twice",
            "Keep a bowl of fruit where you can see it",
            "Drink water with every meal",
          ]),
          b.quote("You do not need a perfect diet. You need one you can keep on an ordinary Tuesday.", "From our consultations"),
          b.delimiter(),
          b.p(
            "If you would like help adapting the plate to your own needs, for example diabetes, training or a vegetarian diet, <i>book a first consultation</i> and we will build it together.",
          ),
        ],
      },
      {
        language: "es",
        title: "Cómo construir un plato equilibrado sin contar calorías",
        description: "Un método visual y sencillo para preparar comidas nutritivas cada día, sea cual sea tu objetivo.",
        category: "Nutrición básica",
        published_date: "2025-01-14",
        meta_title: "Cómo construir un plato equilibrado | Consulta de nutrición en Madrid",
        meta_description: "Mitad verduras, un cuarto cereales integrales y un cuarto proteína: guía práctica para comer equilibrado sin contar calorías.",
        meta_keywords: "plato equilibrado, alimentación saludable, planificación de comidas, nutrición",
        blocks: [
          b.p(
            "La mayoría de las personas que veo en consulta no necesitan otra dieta. Necesitan <b>una forma sencilla de montar un plato</b> que les sacie, les dé energía y encaje en su semana. El plato equilibrado es la herramienta que más utilizo, porque funciona en casa, en un restaurante y en el comedor de la oficina.",
          ),
          b.h("Las cuatro partes del plato"),
          b.ul([
            "<b>La mitad del plato: verduras y fruta.</b> Busca color y variedad: ensalada, verduras asadas, un cuenco de gazpacho, una pieza de fruta.",
            "<b>Un cuarto: cereales integrales o alimentos ricos en almidón.</b> Arroz integral, pan integral, patata con piel, quinoa o pasta.",
            "<b>Un cuarto: proteína.</b> Legumbres, pescado, huevos, pollo, tofu o yogur.",
            "<b>Un poco de grasa saludable.</b> Un chorrito de aceite de oliva virgen extra, un puñado de frutos secos o algo de aguacate.",
          ]),
          b.image("Mitad verduras, un cuarto cereales y un cuarto proteína."),
          b.p(
            'La idea no es nueva: es la base del <a href="' +
              HARVARD_PLATE +
              '">Plato para comer saludable</a> de Harvard, y encaja de forma muy natural con la dieta mediterránea que disfrutamos en España.',
          ),
          b.h("Una semana de pequeños pasos", 3),
          b.check([
            { content: "Añadir una ración más de verdura a la comida", checked: true },
            "Cambiar el pan blanco por integral tres días esta semana",
            "Incluir legumbres al menos dos veces",
            "Dejar un frutero a la vista",
            "Beber agua en cada comida",
          ]),
          b.quote("No necesitas una dieta perfecta. Necesitas una que puedas mantener un martes cualquiera.", "De nuestras consultas"),
          b.delimiter(),
          b.p(
            "Si quieres ayuda para adaptar el plato a tus necesidades, por ejemplo diabetes, entrenamiento o una dieta vegetariana, <i>reserva una primera consulta</i> y lo construimos juntos.",
          ),
        ],
      },
      {
        language: "gr",
        title: "Πώς να φτιάξετε ένα ισορροπημένο πιάτο χωρίς να μετράτε θερμίδες",
        description: "Μια απλή οπτική μέθοδος για θρεπτικά γεύματα κάθε μέρα, όποιος κι αν είναι ο στόχος σας.",
        category: "Βασικές αρχές διατροφής",
        published_date: "2025-01-14",
        meta_title: "Το ισορροπημένο πιάτο | Διατροφολόγος στη Μαδρίτη",
        meta_description: "Μισό πιάτο λαχανικά, ένα τέταρτο δημητριακά ολικής άλεσης, ένα τέταρτο πρωτεΐνη: πρακτικός οδηγός για ισορροπημένα γεύματα.",
        meta_keywords: "ισορροπημένο πιάτο, υγιεινή διατροφή, σχεδιασμός γευμάτων, διατροφή",
        blocks: [
          b.p(
            "Οι περισσότεροι άνθρωποι που βλέπω στο γραφείο μου δεν χρειάζονται άλλη μια δίαιτα. Χρειάζονται <b>έναν απλό τρόπο να συνθέτουν ένα γεύμα</b> που τους χορταίνει, τους δίνει ενέργεια και ταιριάζει στην εβδομάδα τους. Το ισορροπημένο πιάτο είναι το εργαλείο που χρησιμοποιώ συχνότερα, γιατί λειτουργεί στο σπίτι, στο εστιατόριο και στην καντίνα του γραφείου.",
          ),
          b.h("Τα τέσσερα μέρη του πιάτου"),
          b.ul([
            "<b>Το μισό πιάτο: λαχανικά και φρούτα.</b> Επιλέξτε χρώμα και ποικιλία: σαλάτα, ψητά λαχανικά, ένα μπολ γκασπάτσο, ένα φρούτο.",
            "<b>Ένα τέταρτο: δημητριακά ολικής άλεσης ή αμυλούχες τροφές.</b> Καστανό ρύζι, ψωμί ολικής, πατάτα με τη φλούδα, κινόα ή ζυμαρικά.",
            "<b>Ένα τέταρτο: πρωτεΐνη.</b> Όσπρια, ψάρι, αυγά, κοτόπουλο, τόφου ή γιαούρτι.",
            "<b>Λίγο καλό λίπος.</b> Λίγο εξαιρετικό παρθένο ελαιόλαδο, μια χούφτα ξηρούς καρπούς ή λίγο αβοκάντο.",
          ]),
          b.image("Μισό λαχανικά, ένα τέταρτο δημητριακά, ένα τέταρτο πρωτεΐνη."),
          b.p(
            'Η ιδέα δεν είναι καινούργια: είναι η βάση του <a href="' +
              HARVARD_PLATE +
              '">Healthy Eating Plate</a> του Χάρβαρντ και ταιριάζει απόλυτα με τη μεσογειακή διατροφή που γνωρίζουμε τόσο καλά.',
          ),
          b.h("Μια εβδομάδα με μικρά βήματα", 3),
          b.check([
            { content: "Προσθέστε μία ακόμη μερίδα λαχανικών στο μεσημεριανό", checked: true },
            "Αντικαταστήστε το λευκό ψωμί με ολικής άλεσης τρεις μέρες αυτή την εβδομάδα",
            "Φάτε όσπρια τουλάχιστον δύο φορές",
            "Κρατήστε ένα μπολ με φρούτα σε σημείο που το βλέπετε",
            "Πίνετε νερό σε κάθε γεύμα",
          ]),
          b.quote("Δεν χρειάζεστε τέλεια διατροφή. Χρειάζεστε μια διατροφή που μπορείτε να κρατήσετε μια συνηθισμένη Τρίτη.", "Από τις συνεδρίες μας"),
          b.delimiter(),
          b.p(
            "Αν θέλετε βοήθεια για να προσαρμόσετε το πιάτο στις δικές σας ανάγκες, για παράδειγμα διαβήτη, προπόνηση ή χορτοφαγική διατροφή, <i>κλείστε μια πρώτη συνεδρία</i> και θα το φτιάξουμε μαζί.",
          ),
        ],
      },
    ],
  },
  {
    motif: "water",
    palette: { from: "#e4f1fb", to: "#f3f7fb", accents: ["#7fb3d5", "#a9d6e5", "#cdb4db"] },
    contentPalette: { from: "#eaf4f4", to: "#dbe9f6", accents: ["#89c2d9", "#61a5c2", "#b8e0d2"] },
    blogs: [
      {
        language: "en",
        title: "Hydration: How Much Water Do You Really Need?",
        description: "Forget the eight-glasses rule: how to estimate your fluid needs and notice when you are running low.",
        category: "Hydration",
        published_date: "2024-11-05",
        meta_title: "How much water do you really need? | Nutrition practice",
        meta_description: "European reference values for water intake, signs of mild dehydration and easy ways to drink enough through the day.",
        meta_keywords: "hydration, water intake, dehydration, healthy habits",
        blocks: [
          b.p(
            "“Drink eight glasses a day” is easy to remember, but it is not how hydration works. Your needs depend on your body size, the weather, how active you are and how much water your food already gives you: around <b>20% of our water comes from food</b>, especially fruit, vegetables, soups and yoghurt.",
          ),
          b.h("What the reference values say"),
          b.p(
            "The European Food Safety Authority sets adequate intakes of total water, from drinks and food together, for healthy adults in a temperate climate:",
          ),
          b.table([
            ["Group", "Total water per day", "Of which from drinks (approx.)"],
            ["Women", "2.0 litres", "1.6 litres"],
            ["Men", "2.5 litres", "2.0 litres"],
            ["Pregnancy", "+ 0.3 litres", "+ 0.25 litres"],
            ["Breastfeeding", "+ 0.7 litres", "+ 0.55 litres"],
          ]),
          b.p("Heat, fever and exercise can raise these figures considerably; a Madrid summer afternoon is a very different situation from a winter morning."),
          b.h("Signs you need to drink more", 3),
          b.ol([
            "Dark yellow urine, or going to the toilet far less often than usual",
            "Headache or difficulty concentrating in the afternoon",
            "Tiredness that improves after a glass of water",
            "Feeling “hungry” shortly after eating, which can be thirst in disguise",
          ]),
          b.image("Water, infusions and water-rich foods all count."),
          b.quote("Pale straw-coloured urine is the simplest hydration check you have.", "A practical rule of thumb"),
          b.p(
            "Plain water is the best everyday choice. Infusions, sparkling water and milk also count; <i>sugary drinks</i> hydrate too, but they are better kept occasional.",
          ),
        ],
      },
      {
        language: "es",
        title: "Hidratación: ¿cuánta agua necesitas de verdad?",
        description: "Olvida la regla de los ocho vasos: cómo estimar lo que necesitas beber y reconocer cuándo te falta líquido.",
        category: "Hidratación",
        published_date: "2024-11-05",
        meta_title: "¿Cuánta agua necesitas de verdad? | Consulta de nutrición",
        meta_description: "Valores de referencia europeos de ingesta de agua, señales de deshidratación leve y trucos para beber suficiente durante el día.",
        meta_keywords: "hidratación, ingesta de agua, deshidratación, hábitos saludables",
        blocks: [
          b.p(
            "«Bebe ocho vasos al día» es fácil de recordar, pero la hidratación no funciona así. Lo que necesitas depende de tu tamaño, del clima, de tu actividad y del agua que ya te aporta la comida: alrededor del <b>20 % del agua que tomamos viene de los alimentos</b>, sobre todo frutas, verduras, sopas y yogur.",
          ),
          b.h("Qué dicen los valores de referencia"),
          b.p(
            "La Autoridad Europea de Seguridad Alimentaria establece ingestas adecuadas de agua total, sumando bebidas y alimentos, para adultos sanos en un clima templado:",
          ),
          b.table([
            ["Grupo", "Agua total al día", "De ella, en bebidas (aprox.)"],
            ["Mujeres", "2,0 litros", "1,6 litros"],
            ["Hombres", "2,5 litros", "2,0 litros"],
            ["Embarazo", "+ 0,3 litros", "+ 0,25 litros"],
            ["Lactancia", "+ 0,7 litros", "+ 0,55 litros"],
          ]),
          b.p(
            "El calor, la fiebre y el ejercicio pueden aumentar mucho estas cifras; una tarde de verano en Madrid no tiene nada que ver con una mañana de invierno.",
          ),
          b.h("Señales de que necesitas beber más", 3),
          b.ol([
            "Orina de color amarillo oscuro, o ir al baño mucho menos de lo habitual",
            "Dolor de cabeza o dificultad para concentrarte por la tarde",
            "Cansancio que mejora después de un vaso de agua",
            "Sensación de «hambre» poco después de comer, que puede ser sed disfrazada",
          ]),
          b.image("El agua, las infusiones y los alimentos ricos en agua cuentan."),
          b.quote("Una orina de color pajizo claro es la comprobación de hidratación más sencilla que tienes.", "Una regla práctica"),
          b.p(
            "El agua es la mejor opción para el día a día. Las infusiones, el agua con gas y la leche también cuentan; las <i>bebidas azucaradas</i> hidratan, pero es mejor dejarlas para ocasiones puntuales.",
          ),
        ],
      },
      {
        language: "gr",
        title: "Ενυδάτωση: πόσο νερό χρειάζεστε πραγματικά;",
        description: "Ξεχάστε τον κανόνα των οκτώ ποτηριών: πώς να υπολογίσετε τις ανάγκες σας σε υγρά και να καταλάβετε πότε σας λείπουν.",
        category: "Ενυδάτωση",
        published_date: "2024-11-05",
        meta_title: "Πόσο νερό χρειάζεστε πραγματικά; | Διατροφολόγος",
        meta_description: "Ευρωπαϊκές τιμές αναφοράς για την πρόσληψη νερού, σημάδια ήπιας αφυδάτωσης και εύκολοι τρόποι να πίνετε αρκετά.",
        meta_keywords: "ενυδάτωση, πρόσληψη νερού, αφυδάτωση, υγιεινές συνήθειες",
        blocks: [
          b.p(
            "Το «πίνετε οκτώ ποτήρια την ημέρα» θυμάται εύκολα, αλλά η ενυδάτωση δεν λειτουργεί έτσι. Οι ανάγκες σας εξαρτώνται από το σώμα σας, τον καιρό, τη δραστηριότητά σας και το νερό που ήδη παίρνετε από την τροφή: περίπου το <b>20% του νερού μας προέρχεται από τα τρόφιμα</b>, κυρίως από φρούτα, λαχανικά, σούπες και γιαούρτι.",
          ),
          b.h("Τι λένε οι τιμές αναφοράς"),
          b.p(
            "Η Ευρωπαϊκή Αρχή για την Ασφάλεια των Τροφίμων ορίζει επαρκείς προσλήψεις συνολικού νερού, από ποτά και τρόφιμα μαζί, για υγιείς ενήλικες σε εύκρατο κλίμα:",
          ),
          b.table([
            ["Ομάδα", "Συνολικό νερό ημερησίως", "Από ποτά (περίπου)"],
            ["Γυναίκες", "2,0 λίτρα", "1,6 λίτρα"],
            ["Άνδρες", "2,5 λίτρα", "2,0 λίτρα"],
            ["Εγκυμοσύνη", "+ 0,3 λίτρα", "+ 0,25 λίτρα"],
            ["Θηλασμός", "+ 0,7 λίτρα", "+ 0,55 λίτρα"],
          ]),
          b.p(
            "Η ζέστη, ο πυρετός και η άσκηση μπορούν να αυξήσουν σημαντικά αυτές τις τιμές· ένα καλοκαιρινό απόγευμα στη Μαδρίτη είναι πολύ διαφορετικό από ένα χειμωνιάτικο πρωινό.",
          ),
          b.h("Σημάδια ότι χρειάζεστε περισσότερα υγρά", 3),
          b.ol([
            "Σκούρα κίτρινα ούρα ή πολύ λιγότερες επισκέψεις στην τουαλέτα από ό,τι συνήθως",
            "Πονοκέφαλος ή δυσκολία συγκέντρωσης το απόγευμα",
            "Κούραση που βελτιώνεται μετά από ένα ποτήρι νερό",
            "Αίσθημα «πείνας» λίγο μετά το φαγητό, που μπορεί να είναι μεταμφιεσμένη δίψα",
          ]),
          b.image("Το νερό, τα αφεψήματα και οι τροφές με πολύ νερό μετράνε όλα."),
          b.quote("Τα ανοιχτόχρωμα, αχυροκίτρινα ούρα είναι ο απλούστερος έλεγχος ενυδάτωσης που έχετε.", "Ένας πρακτικός κανόνας"),
          b.p(
            "Το νερό είναι η καλύτερη καθημερινή επιλογή. Τα αφεψήματα, το ανθρακούχο νερό και το γάλα μετράνε επίσης· τα <i>ζαχαρούχα ποτά</i> ενυδατώνουν κι αυτά, αλλά καλύτερα να είναι περιστασιακά.",
          ),
        ],
      },
    ],
  },
  {
    motif: "grains",
    palette: { from: "#fbefe1", to: "#f6e7d7", accents: ["#d4a373", "#ccd5ae", "#e9c46a"] },
    contentPalette: { from: "#fdf6ec", to: "#efe6d8", accents: ["#bc6c25", "#a3b18a", "#dda15e"] },
    blogs: [
      {
        language: "en",
        title: "Fibre: The Nutrient Most of Us Miss",
        description: "Why fibre matters for your gut, your heart and your appetite, and how to eat more of it without discomfort.",
        category: "Gut Health",
        published_date: "2024-09-20",
        meta_title: "Fibre: the nutrient most of us miss | Nutrition practice",
        meta_description: "How much fibre adults need, the foods richest in it and a gentle plan to increase your intake without bloating.",
        meta_keywords: "fibre, gut health, digestion, legumes, wholegrains",
        blocks: [
          b.p(
            "European guidelines recommend at least <b>25 grams of fibre a day</b> for adults, yet most of us eat well below that. Fibre feeds the bacteria in your gut, helps keep bowel movements regular, slows the rise in blood sugar after a meal and keeps you satisfied for longer.",
          ),
          b.h("Where to find it"),
          b.table([
            ["Food", "Portion", "Fibre (approx.)"],
            ["Cooked lentils", "150 g", "12 g"],
            ["Cooked chickpeas", "150 g", "11 g"],
            ["Raspberries", "125 g", "8 g"],
            ["Wholemeal bread", "2 slices", "5 g"],
            ["Oat flakes", "40 g", "4 g"],
            ["Apple with skin", "1 medium", "4 g"],
            ["Almonds", "30 g", "3.5 g"],
          ]),
          b.h("How to increase it without discomfort", 3),
          b.ol(
            [
              "Go gradually: add one high-fibre food every few days.",
              "Drink more water as you add fibre; it needs fluid to do its job.",
              "Start legumes in small portions, well cooked, and rinse tinned ones.",
              "Keep the skin on fruit and vegetables when you can.",
            ],
            { counterType: "lower-roman" },
          ),
          b.image("Legumes, wholegrains, fruit and nuts: the fibre family."),
          b.check([
            { content: "Wholegrain breakfast cereal or oats", checked: true },
            "Legumes three times a week",
            "Two pieces of fruit a day",
            "Vegetables at lunch and dinner",
            "A small handful of nuts or seeds",
          ]),
          b.delimiter(),
          b.p(
            'If you live with irritable bowel syndrome, some high-fibre foods can trigger symptoms. In that case it is worth adjusting the type of fibre with professional guidance; you can read more about reference intakes on the <a href="' +
              EFSA_DRV +
              '">EFSA website</a>.',
          ),
        ],
      },
      {
        language: "es",
        title: "Fibra: el nutriente que a casi todos nos falta",
        description: "Por qué la fibra importa para tu intestino, tu corazón y tu apetito, y cómo comer más sin molestias.",
        category: "Salud digestiva",
        published_date: "2024-09-20",
        meta_title: "Fibra: el nutriente que nos falta | Consulta de nutrición",
        meta_description: "Cuánta fibra necesitan los adultos, los alimentos más ricos en ella y un plan suave para aumentarla sin hinchazón.",
        meta_keywords: "fibra, salud intestinal, digestión, legumbres, cereales integrales",
        blocks: [
          b.p(
            "Las recomendaciones europeas aconsejan al menos <b>25 gramos de fibra al día</b> para adultos, y sin embargo la mayoría tomamos bastante menos. La fibra alimenta a las bacterias del intestino, ayuda a mantener un tránsito regular, suaviza la subida de glucosa después de comer y sacia durante más tiempo.",
          ),
          b.h("Dónde encontrarla"),
          b.table([
            ["Alimento", "Ración", "Fibra (aprox.)"],
            ["Lentejas cocidas", "150 g", "12 g"],
            ["Garbanzos cocidos", "150 g", "11 g"],
            ["Frambuesas", "125 g", "8 g"],
            ["Pan integral", "2 rebanadas", "5 g"],
            ["Copos de avena", "40 g", "4 g"],
            ["Manzana con piel", "1 mediana", "4 g"],
            ["Almendras", "30 g", "3,5 g"],
          ]),
          b.h("Cómo aumentarla sin molestias", 3),
          b.ol(
            [
              "Hazlo poco a poco: añade un alimento rico en fibra cada pocos días.",
              "Bebe más agua a medida que aumentas la fibra; la necesita para funcionar.",
              "Empieza con raciones pequeñas de legumbres, bien cocidas, y enjuaga las de bote.",
              "Deja la piel de frutas y verduras siempre que puedas.",
            ],
            { counterType: "lower-roman" },
          ),
          b.image("Legumbres, cereales integrales, fruta y frutos secos: la familia de la fibra."),
          b.check([
            { content: "Cereales integrales o avena en el desayuno", checked: true },
            "Legumbres tres veces por semana",
            "Dos piezas de fruta al día",
            "Verdura en la comida y en la cena",
            "Un puñado pequeño de frutos secos o semillas",
          ]),
          b.delimiter(),
          b.p(
            'Si convives con el síndrome del intestino irritable, algunos alimentos ricos en fibra pueden provocar síntomas. En ese caso conviene ajustar el tipo de fibra con ayuda profesional; puedes leer más sobre las ingestas de referencia en la <a href="' +
              EFSA_DRV +
              '">web de la EFSA</a>.',
          ),
        ],
      },
      {
        language: "gr",
        title: "Φυτικές ίνες: το θρεπτικό συστατικό που λείπει από τους περισσότερους",
        description: "Γιατί οι φυτικές ίνες έχουν σημασία για το έντερο, την καρδιά και την όρεξη, και πώς να τις αυξήσετε χωρίς ενόχληση.",
        category: "Υγεία του εντέρου",
        published_date: "2024-09-20",
        meta_title: "Φυτικές ίνες: αυτό που μας λείπει | Διατροφολόγος",
        meta_description: "Πόσες φυτικές ίνες χρειάζονται οι ενήλικες, οι τροφές με τις περισσότερες και ένα ήπιο σχέδιο για να τις αυξήσετε χωρίς φούσκωμα.",
        meta_keywords: "φυτικές ίνες, υγεία εντέρου, πέψη, όσπρια, δημητριακά ολικής άλεσης",
        blocks: [
          b.p(
            "Οι ευρωπαϊκές συστάσεις προτείνουν τουλάχιστον <b>25 γραμμάρια φυτικών ινών την ημέρα</b> για τους ενήλικες, όμως οι περισσότεροι τρώμε αρκετά λιγότερες. Οι φυτικές ίνες τρέφουν τα βακτήρια του εντέρου, βοηθούν στην καλή λειτουργία του, μετριάζουν την άνοδο του σακχάρου μετά το φαγητό και μας κρατούν χορτάτους περισσότερο.",
          ),
          b.h("Πού θα τις βρείτε"),
          b.table([
            ["Τρόφιμο", "Μερίδα", "Φυτικές ίνες (περίπου)"],
            ["Βρασμένες φακές", "150 g", "12 g"],
            ["Βρασμένα ρεβίθια", "150 g", "11 g"],
            ["Σμέουρα", "125 g", "8 g"],
            ["Ψωμί ολικής άλεσης", "2 φέτες", "5 g"],
            ["Νιφάδες βρώμης", "40 g", "4 g"],
            ["Μήλο με τη φλούδα", "1 μέτριο", "4 g"],
            ["Αμύγδαλα", "30 g", "3,5 g"],
          ]),
          b.h("Πώς να τις αυξήσετε χωρίς ενόχληση", 3),
          b.ol(
            [
              "Σταδιακά: προσθέστε μία τροφή πλούσια σε φυτικές ίνες κάθε λίγες μέρες.",
              "Πίνετε περισσότερο νερό όσο αυξάνετε τις ίνες· χρειάζονται υγρά για να δράσουν.",
              "Ξεκινήστε με μικρές μερίδες οσπρίων, καλά μαγειρεμένων, και ξεπλένετε τα κονσερβοποιημένα.",
              "Κρατήστε τη φλούδα σε φρούτα και λαχανικά όποτε μπορείτε.",
            ],
            { counterType: "lower-roman" },
          ),
          b.image("Όσπρια, δημητριακά ολικής άλεσης, φρούτα και ξηροί καρποί: η οικογένεια των φυτικών ινών."),
          b.check([
            { content: "Δημητριακά ολικής άλεσης ή βρώμη στο πρωινό", checked: true },
            "Όσπρια τρεις φορές την εβδομάδα",
            "Δύο φρούτα την ημέρα",
            "Λαχανικά στο μεσημεριανό και στο βραδινό",
            "Μια μικρή χούφτα ξηρούς καρπούς ή σπόρους",
          ]),
          b.delimiter(),
          b.p(
            'Αν ζείτε με σύνδρομο ευερέθιστου εντέρου, ορισμένες τροφές πλούσιες σε ίνες μπορεί να προκαλέσουν συμπτώματα. Τότε αξίζει να προσαρμόσετε το είδος των ινών με επαγγελματική καθοδήγηση· περισσότερα για τις τιμές αναφοράς θα βρείτε στον <a href="' +
              EFSA_DRV +
              '">ιστότοπο της EFSA</a>.',
          ),
        ],
      },
    ],
  },
  {
    motif: "motion",
    palette: { from: "#fde8e4", to: "#efe4f6", accents: ["#e07a5f", "#81b29a", "#f2cc8f"] },
    contentPalette: { from: "#f4eef8", to: "#fdeee8", accents: ["#9d8df1", "#f28482", "#84a59d"] },
    blogs: [
      {
        language: "en",
        title: "Eating Around Your Training: Before, During and After",
        description: "What and when to eat so that your workouts feel better and your recovery is faster.",
        category: "Sports Nutrition",
        published_date: "2025-02-10",
        meta_title: "What to eat before and after training | Sports nutrition",
        meta_description: "Practical timing for meals and snacks around exercise, with examples for morning, lunchtime and evening sessions.",
        meta_keywords: "sports nutrition, pre-workout, post-workout, recovery, protein",
        blocks: [
          b.p(
            "You do not need supplements or complicated protocols to fuel your training well. For most people who train three to five times a week, getting the <b>timing and the basics</b> right makes the biggest difference.",
          ),
          b.h("Before training"),
          b.ul([
            {
              content: "<b>2 to 3 hours before:</b> a normal meal with carbohydrates, some protein and little fat.",
              items: ["Rice with chicken and vegetables", "Wholemeal toast with eggs and tomato"],
            },
            { content: "<b>30 to 60 minutes before:</b> a small, easy snack if you are hungry.", items: ["A banana", "A yoghurt with honey"] },
          ]),
          b.h("After training"),
          b.ol([
            "Rehydrate: drink water, more if you sweated a lot.",
            "Within about two hours, eat a meal with <b>protein</b> (20 to 30 g) to support muscle repair.",
            "Add carbohydrates to refill your energy stores, especially if you train again the next day.",
          ]),
          b.table([
            ["Session", "Before", "After"],
            ["Early morning", "Banana or nothing, if short", "Breakfast: oats, yoghurt, fruit"],
            ["Lunchtime", "Mid-morning snack", "Lunch on the balanced plate"],
            ["Evening", "Afternoon snack", "Dinner with protein and vegetables"],
          ]),
          b.image("Fuel, train, recover."),
          b.quote("Recovery starts with the first meal after training, not with the next session.", "Our sports nutrition programme"),
          b.link(EFSA_DRV, "Dietary reference values | EFSA", "European reference values for energy, macronutrients and water."),
          b.p(
            "Training for a race or a competition? The needs change with the volume of training; in our <i>sports performance programme</i> we plan them week by week.",
          ),
        ],
      },
      {
        language: "es",
        title: "Qué comer antes, durante y después de entrenar",
        description: "Qué y cuándo comer para que tus entrenamientos rindan más y te recuperes antes.",
        category: "Nutrición deportiva",
        published_date: "2025-02-10",
        meta_title: "Qué comer antes y después de entrenar | Nutrición deportiva",
        meta_description: "Horarios prácticos de comidas y tentempiés alrededor del ejercicio, con ejemplos para sesiones de mañana, mediodía y tarde.",
        meta_keywords: "nutrición deportiva, antes de entrenar, después de entrenar, recuperación, proteína",
        blocks: [
          b.p(
            "No necesitas suplementos ni protocolos complicados para alimentar bien tus entrenamientos. Para la mayoría de las personas que entrenan de tres a cinco veces por semana, acertar con <b>los horarios y lo básico</b> es lo que más se nota.",
          ),
          b.h("Antes de entrenar"),
          b.ul([
            {
              content: "<b>De 2 a 3 horas antes:</b> una comida normal con hidratos de carbono, algo de proteína y poca grasa.",
              items: ["Arroz con pollo y verduras", "Tostada integral con huevo y tomate"],
            },
            { content: "<b>De 30 a 60 minutos antes:</b> un tentempié pequeño y ligero si tienes hambre.", items: ["Un plátano", "Un yogur con miel"] },
          ]),
          b.h("Después de entrenar"),
          b.ol([
            "Rehidrátate: bebe agua, más si has sudado mucho.",
            "En las dos horas siguientes, haz una comida con <b>proteína</b> (de 20 a 30 g) para ayudar a reparar el músculo.",
            "Añade hidratos de carbono para recargar energía, sobre todo si vuelves a entrenar al día siguiente.",
          ]),
          b.table([
            ["Sesión", "Antes", "Después"],
            ["Primera hora", "Plátano o nada, si es corta", "Desayuno: avena, yogur, fruta"],
            ["Mediodía", "Tentempié a media mañana", "Comida con el plato equilibrado"],
            ["Tarde", "Merienda", "Cena con proteína y verduras"],
          ]),
          b.image("Comer, entrenar, recuperar."),
          b.quote("La recuperación empieza con la primera comida después de entrenar, no con la siguiente sesión.", "Nuestro programa de nutrición deportiva"),
          b.link(EFSA_DRV, "Valores dietéticos de referencia | EFSA", "Valores europeos de referencia para energía, macronutrientes y agua."),
          b.p(
            "¿Te preparas para una carrera o una competición? Las necesidades cambian con el volumen de entrenamiento; en nuestro <i>programa de rendimiento deportivo</i> las planificamos semana a semana.",
          ),
        ],
      },
      {
        language: "gr",
        title: "Διατροφή και προπόνηση: πριν, κατά τη διάρκεια και μετά",
        description: "Τι και πότε να τρώτε ώστε οι προπονήσεις σας να αποδίδουν περισσότερο και η αποκατάσταση να είναι ταχύτερη.",
        category: "Αθλητική διατροφή",
        // The one draft of the demo: the admin sees it, visitors do not.
        published_date: null,
        meta_title: "Τι να τρώτε πριν και μετά την προπόνηση | Αθλητική διατροφή",
        meta_description: "Πρακτικός χρονισμός γευμάτων και σνακ γύρω από την άσκηση, με παραδείγματα για πρωινές, μεσημεριανές και απογευματινές προπονήσεις.",
        meta_keywords: "αθλητική διατροφή, πριν την προπόνηση, μετά την προπόνηση, αποκατάσταση, πρωτεΐνη",
        blocks: [
          b.p(
            "Δεν χρειάζεστε συμπληρώματα ή περίπλοκα πρωτόκολλα για να τροφοδοτήσετε σωστά την προπόνησή σας. Για τους περισσότερους που γυμνάζονται τρεις έως πέντε φορές την εβδομάδα, η μεγαλύτερη διαφορά έρχεται από <b>τον σωστό χρονισμό και τα βασικά</b>.",
          ),
          b.h("Πριν την προπόνηση"),
          b.ul([
            {
              content: "<b>2 έως 3 ώρες πριν:</b> ένα κανονικό γεύμα με υδατάνθρακες, λίγη πρωτεΐνη και λίγο λίπος.",
              items: ["Ρύζι με κοτόπουλο και λαχανικά", "Φρυγανισμένο ψωμί ολικής με αυγό και ντομάτα"],
            },
            { content: "<b>30 έως 60 λεπτά πριν:</b> ένα μικρό, ελαφρύ σνακ αν πεινάτε.", items: ["Μια μπανάνα", "Ένα γιαούρτι με μέλι"] },
          ]),
          b.h("Μετά την προπόνηση"),
          b.ol([
            "Ενυδατωθείτε: πιείτε νερό, περισσότερο αν ιδρώσατε πολύ.",
            "Μέσα σε περίπου δύο ώρες, φάτε ένα γεύμα με <b>πρωτεΐνη</b> (20 έως 30 g) για την αποκατάσταση των μυών.",
            "Προσθέστε υδατάνθρακες για να αναπληρώσετε την ενέργεια, ειδικά αν προπονείστε ξανά την επόμενη μέρα.",
          ]),
          b.table([
            ["Προπόνηση", "Πριν", "Μετά"],
            ["Νωρίς το πρωί", "Μπανάνα ή τίποτα, αν είναι σύντομη", "Πρωινό: βρώμη, γιαούρτι, φρούτα"],
            ["Μεσημέρι", "Σνακ στο μέσο του πρωινού", "Μεσημεριανό με το ισορροπημένο πιάτο"],
            ["Απόγευμα", "Απογευματινό σνακ", "Βραδινό με πρωτεΐνη και λαχανικά"],
          ]),
          b.image("Τροφοδοσία, προπόνηση, αποκατάσταση."),
          b.quote("Η αποκατάσταση ξεκινά με το πρώτο γεύμα μετά την προπόνηση, όχι με την επόμενη προπόνηση.", "Το πρόγραμμα αθλητικής διατροφής μας"),
          b.link(EFSA_DRV, "Τιμές διατροφικής αναφοράς | EFSA", "Ευρωπαϊκές τιμές αναφοράς για ενέργεια, μακροθρεπτικά συστατικά και νερό."),
          b.p(
            "Προετοιμάζεστε για αγώνα; Οι ανάγκες αλλάζουν με τον όγκο της προπόνησης· στο <i>πρόγραμμα αθλητικής απόδοσης</i> τις σχεδιάζουμε εβδομάδα με την εβδομάδα.",
          ),
        ],
      },
    ],
  },
];

/**
 * Stores the demo articles with their pictures when there are no blogs yet. The articles go
 * through the API's own validation and sanitising, so the demo can never hold what the
 * editor could not save.
 */
export async function seedDemoBlogs(db: Database, storage: Storage, apiBase: string): Promise<void> {
  const repo = blogsRepository(db, { imageUrl: (stored) => storedImageUrl(apiBase, stored) });
  if ((await repo.count()) > 0) return;
  const jpeg = (data: Buffer) => ({ filename: "demo.jpg", mimetype: "image/jpeg", data });
  for (const topic of demoBlogTopics) {
    const cover = await storeImage(storage, jpeg(await demoImage(topic.palette, topic.motif)));
    const inside = uploadUrl(apiBase, await storeImage(storage, jpeg(await demoImage(topic.contentPalette, topic.motif, 1200, 675))));
    // The topic's articles are translations of each other: the first is the original.
    let original: number | undefined;
    for (const blog of topic.blogs) {
      const blocks = JSON.parse(JSON.stringify(blog.blocks).replaceAll(CONTENT_IMAGE, inside));
      const input = parseBlog({
        ...blog,
        slug: "",
        content: { time: Date.parse(`${blog.published_date ?? "2025-03-01"}T09:00:00Z`), blocks, version: "2.31.0" },
      });
      const slug = await repo.freeSlug(slugify(input.title).slice(0, 200).replace(/-+$/, "") || "blog");
      const created = await repo.create({ ...input, slug, profile_image: cover }, { translationOf: original });
      original ??= created.id;
    }
  }
}
