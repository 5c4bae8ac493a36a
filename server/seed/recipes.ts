import { loadSharp } from "../uploads/sharp.js";
import type { Language } from "../../core/languages.js";
import type { RecipeInput } from "../../core/schemas/recipe.js";

type Row = [name: string, quantity: string, size: string];
type Text = {
  title: string;
  description: string;
  category: string;
  duration: string;
  ingredients: Row[];
  steps: string[];
  meta: [title: string, description: string, keywords: string];
};

/** Nutrient names as the practice writes them in each language. */
const NUTRIENT_NAMES: Record<string, Record<Language, string>> = {
  calories: { en: "Calories", es: "Calorías", gr: "Θερμίδες" },
  protein: { en: "Protein", es: "Proteínas", gr: "Πρωτεΐνη" },
  fat: { en: "Fat", es: "Grasas", gr: "Λιπαρά" },
  saturated_fat: { en: "Saturated fat", es: "Grasas saturadas", gr: "Κορεσμένα λιπαρά" },
  carbohydrates: { en: "Carbohydrates", es: "Carbohidratos", gr: "Υδατάνθρακες" },
  fiber: { en: "Fiber", es: "Fibra", gr: "Φυτικές ίνες" },
  sugars: { en: "Sugars", es: "Azúcares", gr: "Σάκχαρα" },
  sodium: { en: "Sodium", es: "Sodio", gr: "Νάτριο" },
  potassium: { en: "Potassium", es: "Potasio", gr: "Κάλιο" },
  calcium: { en: "Calcium", es: "Calcio", gr: "Ασβέστιο" },
  iron: { en: "Iron", es: "Hierro", gr: "Σίδηρος" },
  magnesium: { en: "Magnesium", es: "Magnesio", gr: "Μαγνήσιο" },
  vitamin_a: { en: "Vitamin A", es: "Vitamina A", gr: "Βιταμίνη A" },
  vitamin_c: { en: "Vitamin C", es: "Vitamina C", gr: "Βιταμίνη C" },
  vitamin_d: { en: "Vitamin D", es: "Vitamina D", gr: "Βιταμίνη D" },
  vitamin_b12: { en: "Vitamin B12", es: "Vitamina B12", gr: "Βιταμίνη B12" },
};

interface DemoRecipe {
  difficulty: "Easy" | "Medium" | "Hard";
  portions: number;
  /** Per portion: [nutrient, quantity, unit]. */
  nutrition: [keyof typeof NUTRIENT_NAMES, string, string][];
  /** Colours of the generated picture: background, then the food on the plate. */
  palette: [string, ...string[]];
  text: Record<Language, Text>;
}

const DEMO: DemoRecipe[] = [
  {
    difficulty: "Easy",
    portions: 2,
    palette: ["#e8f1e4", "#d7332b", "#e85d3f", "#7cb342", "#f5f5f0", "#3a3a2e", "#9c7bb5"],
    nutrition: [
      ["calories", "320", "kcal"],
      ["protein", "9", "g"],
      ["fat", "27", "g"],
      ["saturated_fat", "9", "g"],
      ["carbohydrates", "12", "g"],
      ["fiber", "3.5", "g"],
      ["sugars", "8", "g"],
      ["vitamin_c", "38", "mg"],
      ["calcium", "250", "mg"],
      ["sodium", "720", "mg"],
    ],
    text: {
      en: {
        title: "Greek Village Salad (Horiatiki)",
        description:
          "The summer salad of every Greek taverna: ripe tomatoes, crisp cucumber, red onion, Kalamata olives and a slab of feta, dressed only with extra virgin olive oil and oregano. No lettuce, no vinegar needed when the tomatoes are good.",
        category: "Salads",
        duration: "15 min",
        ingredients: [
          ["Ripe tomatoes", "3", "medium"],
          ["Cucumber", "1", "piece"],
          ["Red onion", "1/2", "piece"],
          ["Green pepper", "1", "piece"],
          ["Kalamata olives", "10", "pieces"],
          ["Feta cheese", "150", "g"],
          ["Extra virgin olive oil", "3", "tbsp"],
          ["Dried oregano", "1", "tsp"],
          ["Sea salt", "1", "pinch"],
        ],
        steps: [
          "Cut the tomatoes into wedges and put them in a wide bowl with any juice from the board.",
          "Peel the cucumber in stripes, halve it lengthways and slice it into thick half-moons.",
          "Slice the onion and the pepper into thin rings and scatter them over the tomatoes with the olives.",
          "Season lightly with salt (the feta and olives are salty), then lay the feta on top in one piece.",
          "Pour over the olive oil, sprinkle the oregano and serve at once with wholegrain bread to mop up the juices.",
        ],
        meta: [
          "Greek Village Salad (Horiatiki) – a dietitian's recipe",
          "Authentic Greek salad with tomato, cucumber, olives and feta: a fresh, fibre-rich side ready in 15 minutes.",
          "greek salad, horiatiki, feta, mediterranean diet, healthy salad",
        ],
      },
      es: {
        title: "Ensalada griega de pueblo (Horiatiki)",
        description:
          "La ensalada de verano de cualquier taberna griega: tomates maduros, pepino crujiente, cebolla morada, aceitunas de Kalamata y un buen trozo de feta, aliñada solo con aceite de oliva virgen extra y orégano. Sin lechuga ni vinagre: con buenos tomates no hace falta.",
        category: "Ensaladas",
        duration: "15 min",
        ingredients: [
          ["Tomates maduros", "3", "medianos"],
          ["Pepino", "1", "unidad"],
          ["Cebolla morada", "1/2", "unidad"],
          ["Pimiento verde", "1", "unidad"],
          ["Aceitunas de Kalamata", "10", "unidades"],
          ["Queso feta", "150", "g"],
          ["Aceite de oliva virgen extra", "3", "cdas"],
          ["Orégano seco", "1", "cdta"],
          ["Sal marina", "1", "pizca"],
        ],
        steps: [
          "Corta los tomates en gajos y ponlos en un bol amplio con el jugo que quede en la tabla.",
          "Pela el pepino a tiras, pártelo a lo largo y córtalo en medias lunas gruesas.",
          "Corta la cebolla y el pimiento en aros finos y repártelos sobre los tomates junto con las aceitunas.",
          "Sala con moderación (la feta y las aceitunas ya son saladas) y coloca la feta encima en un solo trozo.",
          "Riega con el aceite, espolvorea el orégano y sirve enseguida con pan integral para mojar.",
        ],
        meta: [
          "Ensalada griega de pueblo (Horiatiki) – receta de nutricionista",
          "Auténtica ensalada griega con tomate, pepino, aceitunas y feta: un acompañamiento fresco y rico en fibra, listo en 15 minutos.",
          "ensalada griega, horiatiki, feta, dieta mediterránea, ensalada saludable",
        ],
      },
      gr: {
        title: "Χωριάτικη σαλάτα",
        description:
          "Η καλοκαιρινή σαλάτα κάθε ταβέρνας: ώριμες ντομάτες, τραγανό αγγούρι, κόκκινο κρεμμύδι, ελιές Καλαμών και μια φέτα τυρί, μόνο με εξαιρετικό παρθένο ελαιόλαδο και ρίγανη. Χωρίς μαρούλι και ξύδι: με καλές ντομάτες δεν χρειάζονται.",
        category: "Σαλάτες",
        duration: "15 λεπτά",
        ingredients: [
          ["Ώριμες ντομάτες", "3", "μέτριες"],
          ["Αγγούρι", "1", "τεμάχιο"],
          ["Κόκκινο κρεμμύδι", "1/2", "τεμάχιο"],
          ["Πράσινη πιπεριά", "1", "τεμάχιο"],
          ["Ελιές Καλαμών", "10", "τεμάχια"],
          ["Τυρί φέτα", "150", "g"],
          ["Εξαιρετικό παρθένο ελαιόλαδο", "3", "κ.σ."],
          ["Ξερή ρίγανη", "1", "κ.γ."],
          ["Θαλασσινό αλάτι", "1", "πρέζα"],
        ],
        steps: [
          "Κόψτε τις ντομάτες σε φέτες-φεγγάρια και βάλτε τες σε ένα ρηχό μπολ μαζί με τα ζουμιά τους.",
          "Ξεφλουδίστε το αγγούρι σε λωρίδες, κόψτε το στη μέση κατά μήκος και μετά σε χοντρά μισοφέγγαρα.",
          "Κόψτε το κρεμμύδι και την πιπεριά σε λεπτές ροδέλες και μοιράστε τα πάνω από τις ντομάτες μαζί με τις ελιές.",
          "Αλατίστε ελαφρά (η φέτα και οι ελιές είναι ήδη αλμυρές) και τοποθετήστε τη φέτα από πάνω ολόκληρη.",
          "Περιχύστε με το ελαιόλαδο, πασπαλίστε τη ρίγανη και σερβίρετε αμέσως με ψωμί ολικής άλεσης για βούτα.",
        ],
        meta: [
          "Χωριάτικη σαλάτα – συνταγή διατροφολόγου",
          "Αυθεντική χωριάτικη με ντομάτα, αγγούρι, ελιές και φέτα: δροσερό συνοδευτικό πλούσιο σε φυτικές ίνες, έτοιμο σε 15 λεπτά.",
          "χωριάτικη, ελληνική σαλάτα, φέτα, μεσογειακή διατροφή, υγιεινή σαλάτα",
        ],
      },
    },
  },
  {
    difficulty: "Easy",
    portions: 4,
    palette: ["#fbe9e0", "#c62828", "#e53935", "#ef6c00", "#8bc34a", "#fff8e1"],
    nutrition: [
      ["calories", "160", "kcal"],
      ["protein", "3", "g"],
      ["fat", "11", "g"],
      ["saturated_fat", "1.6", "g"],
      ["carbohydrates", "13", "g"],
      ["fiber", "3", "g"],
      ["sugars", "8", "g"],
      ["vitamin_c", "60", "mg"],
      ["vitamin_a", "120", "µg"],
      ["potassium", "520", "mg"],
    ],
    text: {
      en: {
        title: "Andalusian Gazpacho",
        description:
          "A chilled raw tomato soup from southern Spain, blended with cucumber, green pepper, garlic, a little bread and good olive oil. Hydrating, rich in vitamin C and lycopene, and the easiest way to eat four portions of vegetables on a hot day.",
        category: "Soups",
        duration: "20 min + 2 h chilling",
        ingredients: [
          ["Ripe plum tomatoes", "1", "kg"],
          ["Cucumber", "1/2", "piece"],
          ["Green pepper", "1", "piece"],
          ["Garlic", "1", "clove"],
          ["Day-old bread", "40", "g"],
          ["Extra virgin olive oil", "60", "ml"],
          ["Sherry vinegar", "2", "tbsp"],
          ["Salt", "1", "tsp"],
          ["Cold water", "150", "ml"],
        ],
        steps: [
          "Roughly chop the tomatoes, cucumber and pepper; keep a few small dice of each aside for garnish.",
          "Soak the bread in the cold water for five minutes.",
          "Blend the vegetables, garlic, soaked bread, vinegar and salt until completely smooth.",
          "With the blender running, pour in the olive oil in a thin stream until the soup turns creamy and pale.",
          "Pass it through a sieve if you like it silky, taste for salt and vinegar, and chill for at least two hours.",
          "Serve very cold in glasses or bowls, topped with the reserved diced vegetables and a drop of oil.",
        ],
        meta: [
          "Andalusian Gazpacho – cold tomato soup recipe",
          "Traditional Spanish gazpacho with tomato, cucumber, pepper and olive oil: a light, vitamin C-rich summer starter.",
          "gazpacho, cold soup, spanish recipe, tomato, mediterranean diet",
        ],
      },
      es: {
        title: "Gazpacho andaluz",
        description:
          "La sopa fría de tomate del sur de España, triturada con pepino, pimiento verde, ajo, un poco de pan y buen aceite de oliva. Hidrata, aporta vitamina C y licopeno, y es la forma más fácil de tomar cuatro raciones de verdura en un día de calor.",
        category: "Sopas",
        duration: "20 min + 2 h de frío",
        ingredients: [
          ["Tomates pera maduros", "1", "kg"],
          ["Pepino", "1/2", "unidad"],
          ["Pimiento verde", "1", "unidad"],
          ["Ajo", "1", "diente"],
          ["Pan del día anterior", "40", "g"],
          ["Aceite de oliva virgen extra", "60", "ml"],
          ["Vinagre de Jerez", "2", "cdas"],
          ["Sal", "1", "cdta"],
          ["Agua fría", "150", "ml"],
        ],
        steps: [
          "Trocea los tomates, el pepino y el pimiento; reserva un poco de cada uno en dados pequeños para decorar.",
          "Remoja el pan en el agua fría durante cinco minutos.",
          "Tritura las verduras, el ajo, el pan remojado, el vinagre y la sal hasta que quede muy fino.",
          "Con la batidora en marcha, añade el aceite en hilo hasta que el gazpacho quede cremoso y más claro.",
          "Pásalo por un colador si lo quieres sedoso, rectifica de sal y vinagre y enfríalo al menos dos horas.",
          "Sírvelo muy frío en vasos o cuencos, con los dados reservados y un hilo de aceite.",
        ],
        meta: [
          "Gazpacho andaluz – receta de sopa fría de tomate",
          "Gazpacho tradicional con tomate, pepino, pimiento y aceite de oliva: un primer plato ligero y rico en vitamina C.",
          "gazpacho, sopa fría, receta española, tomate, dieta mediterránea",
        ],
      },
      gr: {
        title: "Γκασπάτσο Ανδαλουσίας",
        description:
          "Η κρύα σούπα ντομάτας της νότιας Ισπανίας, χτυπημένη με αγγούρι, πράσινη πιπεριά, σκόρδο, λίγο ψωμί και καλό ελαιόλαδο. Ενυδατώνει, δίνει βιταμίνη C και λυκοπένιο και είναι ο πιο εύκολος τρόπος να φάτε τέσσερις μερίδες λαχανικών μια ζεστή μέρα.",
        category: "Σούπες",
        duration: "20 λεπτά + 2 ώρες ψυγείο",
        ingredients: [
          ["Ώριμες ντομάτες τύπου Ιταλίας", "1", "kg"],
          ["Αγγούρι", "1/2", "τεμάχιο"],
          ["Πράσινη πιπεριά", "1", "τεμάχιο"],
          ["Σκόρδο", "1", "σκελίδα"],
          ["Μπαγιάτικο ψωμί", "40", "g"],
          ["Εξαιρετικό παρθένο ελαιόλαδο", "60", "ml"],
          ["Ξύδι σέρι", "2", "κ.σ."],
          ["Αλάτι", "1", "κ.γ."],
          ["Κρύο νερό", "150", "ml"],
        ],
        steps: [
          "Κόψτε χοντρά τις ντομάτες, το αγγούρι και την πιπεριά· κρατήστε λίγο από το καθένα σε μικρά κυβάκια για γαρνιτούρα.",
          "Μουλιάστε το ψωμί στο κρύο νερό για πέντε λεπτά.",
          "Χτυπήστε στο μπλέντερ τα λαχανικά, το σκόρδο, το μουλιασμένο ψωμί, το ξύδι και το αλάτι μέχρι να γίνουν τελείως λεία.",
          "Με το μπλέντερ σε λειτουργία, ρίξτε το ελαιόλαδο σε λεπτή ροή μέχρι η σούπα να γίνει κρεμώδης και πιο ανοιχτόχρωμη.",
          "Περάστε τη από σίτα αν τη θέλετε βελούδινη, διορθώστε αλάτι και ξύδι και βάλτε τη στο ψυγείο τουλάχιστον δύο ώρες.",
          "Σερβίρετε πολύ κρύα σε ποτήρια ή μπολ, με τα κυβάκια λαχανικών και μια σταγόνα λάδι.",
        ],
        meta: [
          "Γκασπάτσο Ανδαλουσίας – συνταγή κρύας σούπας ντομάτας",
          "Παραδοσιακό ισπανικό γκασπάτσο με ντομάτα, αγγούρι, πιπεριά και ελαιόλαδο: ελαφρύ καλοκαιρινό ορεκτικό πλούσιο σε βιταμίνη C.",
          "γκασπάτσο, κρύα σούπα, ισπανική συνταγή, ντομάτα, μεσογειακή διατροφή",
        ],
      },
    },
  },
  {
    difficulty: "Medium",
    portions: 4,
    palette: ["#f3ecd9", "#2e7d32", "#43a047", "#d4a24c", "#c8963e", "#a1887f"],
    nutrition: [
      ["calories", "380", "kcal"],
      ["protein", "16", "g"],
      ["fat", "14", "g"],
      ["saturated_fat", "2", "g"],
      ["carbohydrates", "45", "g"],
      ["fiber", "12", "g"],
      ["iron", "5.5", "mg"],
      ["magnesium", "110", "mg"],
      ["calcium", "180", "mg"],
      ["vitamin_a", "470", "µg"],
      ["vitamin_c", "22", "mg"],
    ],
    text: {
      en: {
        title: "Spinach and Chickpeas, Seville Style",
        description:
          "Espinacas con garbanzos, the Lenten tapa of Seville: chickpeas and spinach simmered with garlic, cumin, smoked paprika and a fried-bread picada that thickens the sauce. A complete plant-based main with plenty of iron, fibre and protein.",
        category: "Main dishes",
        duration: "35 min",
        ingredients: [
          ["Cooked chickpeas", "500", "g"],
          ["Fresh spinach", "400", "g"],
          ["Garlic", "4", "cloves"],
          ["Wholegrain bread", "1", "slice"],
          ["Extra virgin olive oil", "3", "tbsp"],
          ["Ground cumin", "1", "tsp"],
          ["Smoked sweet paprika", "1", "tsp"],
          ["Sherry vinegar", "1", "tbsp"],
          ["Vegetable stock", "200", "ml"],
          ["Salt and pepper", "1", "pinch"],
        ],
        steps: [
          "Wilt the spinach in a large pan with a splash of water, drain well and chop roughly.",
          "Fry the sliced garlic and the bread in the olive oil over medium heat until both are golden; lift them out.",
          "Pound the garlic and bread with the cumin and vinegar in a mortar (or blitz them) to a thick paste.",
          "Take the pan off the heat, stir the paprika into the oil for a few seconds so it does not burn, then add the chickpeas and stock.",
          "Add the spinach and the paste, season and simmer gently for ten minutes until the sauce coats the chickpeas.",
          "Serve warm with a squeeze of lemon, which helps the body absorb the iron from the spinach and chickpeas.",
        ],
        meta: [
          "Spinach and chickpeas (espinacas con garbanzos) – plant-based recipe",
          "Seville-style chickpea and spinach stew with cumin and smoked paprika: an iron- and fibre-rich vegan main in 35 minutes.",
          "espinacas con garbanzos, chickpeas, spinach, vegan, iron rich, spanish recipe",
        ],
      },
      es: {
        title: "Espinacas con garbanzos a la sevillana",
        description:
          "La tapa de Cuaresma de Sevilla: garbanzos y espinacas guisados con ajo, comino, pimentón de la Vera y un majado de pan frito que espesa la salsa. Un plato principal vegetal y completo, con mucho hierro, fibra y proteína.",
        category: "Platos principales",
        duration: "35 min",
        ingredients: [
          ["Garbanzos cocidos", "500", "g"],
          ["Espinacas frescas", "400", "g"],
          ["Ajo", "4", "dientes"],
          ["Pan integral", "1", "rebanada"],
          ["Aceite de oliva virgen extra", "3", "cdas"],
          ["Comino molido", "1", "cdta"],
          ["Pimentón dulce de la Vera", "1", "cdta"],
          ["Vinagre de Jerez", "1", "cda"],
          ["Caldo de verduras", "200", "ml"],
          ["Sal y pimienta", "1", "pizca"],
        ],
        steps: [
          "Saltea las espinacas en una sartén grande con un chorrito de agua hasta que se ablanden, escúrrelas bien y pícalas.",
          "Fríe los ajos laminados y el pan en el aceite a fuego medio hasta que estén dorados; retíralos.",
          "Maja en un mortero el ajo y el pan con el comino y el vinagre (o tritúralos) hasta obtener una pasta espesa.",
          "Aparta la sartén del fuego, añade el pimentón al aceite unos segundos para que no se queme y agrega los garbanzos y el caldo.",
          "Incorpora las espinacas y el majado, salpimienta y cuece a fuego suave diez minutos hasta que la salsa envuelva los garbanzos.",
          "Sirve templado con unas gotas de limón, que ayudan a absorber el hierro de las espinacas y los garbanzos.",
        ],
        meta: [
          "Espinacas con garbanzos a la sevillana – receta vegetal",
          "Guiso sevillano de garbanzos y espinacas con comino y pimentón: un plato vegano rico en hierro y fibra, listo en 35 minutos.",
          "espinacas con garbanzos, garbanzos, espinacas, vegano, rico en hierro, receta española",
        ],
      },
      gr: {
        title: "Ρεβίθια με σπανάκι α λα Σεβίλλη",
        description:
          "Οι espinacas con garbanzos, ο σαρακοστιανός μεζές της Σεβίλλης: ρεβίθια και σπανάκι σιγοβρασμένα με σκόρδο, κύμινο, καπνιστή πάπρικα και μια πάστα από τηγανητό ψωμί που δένει τη σάλτσα. Πλήρες φυτικό κυρίως πιάτο με άφθονο σίδηρο, φυτικές ίνες και πρωτεΐνη.",
        category: "Κυρίως πιάτα",
        duration: "35 λεπτά",
        ingredients: [
          ["Βρασμένα ρεβίθια", "500", "g"],
          ["Φρέσκο σπανάκι", "400", "g"],
          ["Σκόρδο", "4", "σκελίδες"],
          ["Ψωμί ολικής άλεσης", "1", "φέτα"],
          ["Εξαιρετικό παρθένο ελαιόλαδο", "3", "κ.σ."],
          ["Κύμινο τριμμένο", "1", "κ.γ."],
          ["Γλυκιά καπνιστή πάπρικα", "1", "κ.γ."],
          ["Ξύδι σέρι", "1", "κ.σ."],
          ["Ζωμός λαχανικών", "200", "ml"],
          ["Αλάτι και πιπέρι", "1", "πρέζα"],
        ],
        steps: [
          "Μαραθείτε το σπανάκι σε μεγάλο τηγάνι με λίγο νερό, στραγγίξτε το καλά και ψιλοκόψτε το.",
          "Τηγανίστε το σκόρδο σε φέτες και το ψωμί στο ελαιόλαδο σε μέτρια φωτιά μέχρι να ροδίσουν· βγάλτε τα από το τηγάνι.",
          "Κοπανίστε σε γουδί το σκόρδο και το ψωμί με το κύμινο και το ξύδι (ή χτυπήστε τα) ώσπου να γίνουν πηχτή πάστα.",
          "Αποσύρετε το τηγάνι από τη φωτιά, ανακατέψτε την πάπρικα στο λάδι για λίγα δευτερόλεπτα να μην καεί και προσθέστε τα ρεβίθια και τον ζωμό.",
          "Ρίξτε το σπανάκι και την πάστα, αλατοπιπερώστε και σιγοβράστε δέκα λεπτά, ώσπου η σάλτσα να αγκαλιάσει τα ρεβίθια.",
          "Σερβίρετε χλιαρό με λίγο λεμόνι, που βοηθά τον οργανισμό να απορροφήσει τον σίδηρο από το σπανάκι και τα ρεβίθια.",
        ],
        meta: [
          "Ρεβίθια με σπανάκι (espinacas con garbanzos) – φυτική συνταγή",
          "Ρεβίθια με σπανάκι, κύμινο και καπνιστή πάπρικα όπως στη Σεβίλλη: vegan κυρίως πιάτο πλούσιο σε σίδηρο και φυτικές ίνες σε 35 λεπτά.",
          "ρεβίθια με σπανάκι, όσπρια, vegan, σίδηρος, ισπανική συνταγή",
        ],
      },
    },
  },
  {
    difficulty: "Medium",
    portions: 2,
    palette: ["#e3eef5", "#b0bec5", "#cfd8dc", "#f9d56e", "#fdd835", "#689f38", "#efebe9"],
    nutrition: [
      ["calories", "520", "kcal"],
      ["protein", "38", "g"],
      ["fat", "22", "g"],
      ["saturated_fat", "3.5", "g"],
      ["carbohydrates", "40", "g"],
      ["fiber", "4.5", "g"],
      ["vitamin_d", "3.5", "µg"],
      ["vitamin_b12", "2.8", "µg"],
      ["potassium", "1100", "mg"],
      ["vitamin_c", "30", "mg"],
    ],
    text: {
      en: {
        title: "Baked Sea Bream with Lemon Potatoes",
        description:
          "Whole sea bream roasted on a bed of lemony potatoes with garlic, oregano and olive oil, the way it is done on the Greek islands. Lean protein, omega-3 fats and vitamin D in one tray, with almost no washing up.",
        category: "Fish",
        duration: "50 min",
        ingredients: [
          ["Whole sea bream, cleaned", "2", "pieces (about 400 g each)"],
          ["Waxy potatoes", "500", "g"],
          ["Lemons", "2", "pieces"],
          ["Garlic", "3", "cloves"],
          ["Extra virgin olive oil", "3", "tbsp"],
          ["Dried oregano", "2", "tsp"],
          ["Fresh parsley", "1", "small bunch"],
          ["Salt and black pepper", "1", "pinch"],
        ],
        steps: [
          "Heat the oven to 200 °C. Slice the potatoes 5 mm thick and toss them with half the oil, the juice of one lemon, the sliced garlic, oregano, salt and pepper.",
          "Spread the potatoes in a roasting tray and bake for 20 minutes, until they start to colour.",
          "Make three cuts on each side of the fish, season inside and out and fill the cavities with lemon slices and parsley stalks.",
          "Lay the fish on the potatoes, drizzle with the remaining oil and bake for 20–25 minutes, until the flesh comes away from the bone.",
          "Scatter with chopped parsley and serve with lemon wedges and a green salad.",
        ],
        meta: [
          "Baked sea bream with lemon potatoes – Greek fish recipe",
          "Greek-style whole sea bream roasted with lemon, garlic and oregano potatoes: a high-protein, omega-3-rich dinner in one tray.",
          "sea bream, baked fish, lemon potatoes, greek recipe, omega 3, high protein",
        ],
      },
      es: {
        title: "Dorada al horno con patatas al limón",
        description:
          "Dorada entera asada sobre una cama de patatas al limón con ajo, orégano y aceite de oliva, como se prepara en las islas griegas. Proteína magra, grasas omega 3 y vitamina D en una sola bandeja, casi sin fregar.",
        category: "Pescado",
        duration: "50 min",
        ingredients: [
          ["Doradas enteras limpias", "2", "unidades (unos 400 g cada una)"],
          ["Patatas de carne firme", "500", "g"],
          ["Limones", "2", "unidades"],
          ["Ajo", "3", "dientes"],
          ["Aceite de oliva virgen extra", "3", "cdas"],
          ["Orégano seco", "2", "cdtas"],
          ["Perejil fresco", "1", "manojo pequeño"],
          ["Sal y pimienta negra", "1", "pizca"],
        ],
        steps: [
          "Precalienta el horno a 200 °C. Corta las patatas en rodajas de 5 mm y mézclalas con la mitad del aceite, el zumo de un limón, el ajo laminado, el orégano, sal y pimienta.",
          "Extiende las patatas en una bandeja de horno y hornéalas 20 minutos, hasta que empiecen a dorarse.",
          "Haz tres cortes en cada lado del pescado, sazónalo por dentro y por fuera y rellena el vientre con rodajas de limón y tallos de perejil.",
          "Coloca las doradas sobre las patatas, riégalas con el resto del aceite y hornea 20–25 minutos, hasta que la carne se separe de la espina.",
          "Espolvorea perejil picado y sirve con gajos de limón y una ensalada verde.",
        ],
        meta: [
          "Dorada al horno con patatas al limón – receta griega de pescado",
          "Dorada entera al estilo griego con patatas al limón, ajo y orégano: una cena rica en proteína y omega 3 en una sola bandeja.",
          "dorada al horno, pescado al horno, patatas al limón, receta griega, omega 3, rico en proteína",
        ],
      },
      gr: {
        title: "Τσιπούρα στον φούρνο με πατάτες λεμονάτες",
        description:
          "Ολόκληρη τσιπούρα ψημένη πάνω σε πατάτες λεμονάτες με σκόρδο, ρίγανη και ελαιόλαδο, όπως τη φτιάχνουν στα νησιά. Άπαχη πρωτεΐνη, ωμέγα-3 λιπαρά και βιταμίνη D σε ένα ταψί, σχεδόν χωρίς λάντζα.",
        category: "Ψάρι",
        duration: "50 λεπτά",
        ingredients: [
          ["Τσιπούρες ολόκληρες, καθαρισμένες", "2", "τεμάχια (περίπου 400 g η καθεμία)"],
          ["Πατάτες", "500", "g"],
          ["Λεμόνια", "2", "τεμάχια"],
          ["Σκόρδο", "3", "σκελίδες"],
          ["Εξαιρετικό παρθένο ελαιόλαδο", "3", "κ.σ."],
          ["Ξερή ρίγανη", "2", "κ.γ."],
          ["Φρέσκος μαϊντανός", "1", "μικρό ματσάκι"],
          ["Αλάτι και μαύρο πιπέρι", "1", "πρέζα"],
        ],
        steps: [
          "Προθερμάνετε τον φούρνο στους 200 °C. Κόψτε τις πατάτες σε ροδέλες 5 mm και ανακατέψτε τες με το μισό λάδι, τον χυμό ενός λεμονιού, το σκόρδο σε φέτες, τη ρίγανη, αλάτι και πιπέρι.",
          "Απλώστε τις πατάτες σε ταψί και ψήστε τες 20 λεπτά, μέχρι να αρχίσουν να ροδίζουν.",
          "Χαράξτε τα ψάρια τρεις φορές από κάθε πλευρά, αλατοπιπερώστε τα μέσα και έξω και γεμίστε την κοιλιά με φέτες λεμονιού και κοτσάνια μαϊντανού.",
          "Τοποθετήστε τις τσιπούρες πάνω στις πατάτες, περιχύστε με το υπόλοιπο λάδι και ψήστε 20–25 λεπτά, μέχρι η σάρκα να ξεκολλά από το κόκαλο.",
          "Πασπαλίστε με ψιλοκομμένο μαϊντανό και σερβίρετε με φέτες λεμονιού και μια πράσινη σαλάτα.",
        ],
        meta: [
          "Τσιπούρα στον φούρνο με πατάτες λεμονάτες – συνταγή ψαριού",
          "Ολόκληρη τσιπούρα στον φούρνο με λεμονάτες πατάτες, σκόρδο και ρίγανη: δείπνο πλούσιο σε πρωτεΐνη και ωμέγα-3 σε ένα ταψί.",
          "τσιπούρα στον φούρνο, ψάρι, λεμονάτες πατάτες, ελληνική συνταγή, ωμέγα 3, πρωτεΐνη",
        ],
      },
    },
  },
];

/** A small deterministic random generator, so the same recipe always gets the same picture. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * A flat illustration of a dish seen from above: a plate on a tinted table with pieces of
 * food in the recipe's colours. Drawn as SVG and rendered by sharp, so no file is downloaded.
 */
export async function demoRecipeImage(palette: readonly string[], seed: number): Promise<Buffer> {
  const [background, ...food] = palette;
  const rnd = random(seed + 1);
  const w = 1200;
  const h = 800;
  const pieces: string[] = [];
  for (let i = 0; i < 46; i++) {
    const angle = rnd() * Math.PI * 2;
    const dist = Math.sqrt(rnd()) * 230;
    const x = 600 + Math.cos(angle) * dist;
    const y = 400 + Math.sin(angle) * dist;
    const color = food[i % food.length];
    const r = 16 + rnd() * 34;
    const rot = Math.round(rnd() * 180);
    pieces.push(
      i % 3 === 0
        ? `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${(r * 1.5).toFixed(1)}" ry="${(r * 0.7).toFixed(1)}" fill="${color}" transform="rotate(${rot} ${x.toFixed(1)} ${y.toFixed(1)})" opacity="0.95"/>`
        : `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${color}" opacity="0.92"/>`,
    );
  }
  const leaves = Array.from({ length: 8 }, (_, i) => {
    const x = 120 + rnd() * 960;
    const y = i % 2 ? 40 + rnd() * 90 : 680 + rnd() * 80;
    return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="34" ry="13" fill="#558b2f" opacity="0.55" transform="rotate(${Math.round(rnd() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <radialGradient id="table" cx="50%" cy="45%" r="75%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.6"/><stop offset="1" stop-color="${background}" stop-opacity="0"/></radialGradient>
    <radialGradient id="plate" cx="50%" cy="50%" r="50%"><stop offset="0.82" stop-color="#fbfbf8"/><stop offset="0.9" stop-color="#eceae4"/><stop offset="1" stop-color="#f7f6f2"/></radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="${background}"/>
  <rect width="${w}" height="${h}" fill="url(#table)"/>
  ${leaves.join("\n  ")}
  <circle cx="612" cy="414" r="318" fill="#000" opacity="0.10"/>
  <circle cx="600" cy="400" r="318" fill="url(#plate)"/>
  ${pieces.join("\n  ")}
</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}

export interface DemoRecipeEntry {
  input: RecipeInput;
  /** Which picture it uses: the three translations of a dish share one. */
  image: { palette: readonly string[]; seed: number };
  /** How many days ago it was published, so the list reads newest first. */
  daysAgo: number;
}

/** Four dishes, each in en, es and gr. */
export const demoRecipes: DemoRecipeEntry[] = DEMO.flatMap((dish, d) =>
  (["en", "es", "gr"] as const).map((language) => {
    const t = dish.text[language];
    return {
      image: { palette: dish.palette, seed: d },
      daysAgo: (DEMO.length - 1 - d) * 9 + 2,
      input: {
        title: t.title,
        description: t.description,
        category: t.category,
        slug: "",
        language,
        ingredients_attributes: t.ingredients.map(([name, quantity, size]) => ({ name, quantity, size })),
        instructions_attributes: t.steps.map((step_content, i) => ({ step_number: i + 1, step_content })),
        nutritional_facts_attributes: dish.nutrition.map(([key, quantity, size]) => ({ name: NUTRIENT_NAMES[key]![language], quantity, size })),
        valuable_info_attributes: { duration: t.duration, difficulty: dish.difficulty, portions: dish.portions },
        meta_info_attributes: { meta_title: t.meta[0], meta_description: t.meta[1], meta_keywords: t.meta[2] },
      },
    };
  }),
);
