// Each topic is told at three reading levels so a test can see the reply follows the instruction's age.

export type ReadingLevel = "young" | "middle" | "teen";

export interface KnowledgeTopic {
  /** The first one found in the question picks the topic. */
  keywords: readonly string[];
  explanation: Readonly<Record<ReadingLevel, string>>;
}

export const KNOWLEDGE: readonly KnowledgeTopic[] = [
  {
    keywords: ["volcano", "lava", "magma", "eruption"],
    explanation: {
      young:
        "A volcano is a mountain with a hole on top. Deep down it is very hot, so rock melts. Sometimes the hot rock comes out. It is called lava!",
      middle:
        "A volcano is an opening in Earth's crust. Melted rock called magma rises from deep underground, and when it reaches the surface it is called lava. Gas pressure pushes it out in an eruption.",
      teen: "Volcanoes form where magma from the mantle reaches the surface, often at plate boundaries or hot spots. Dissolved gases expand as magma rises; runny basaltic magma gives gentle lava flows, while sticky, silica-rich magma traps gas and erupts explosively.",
    },
  },
  {
    keywords: ["dinosaur", "t-rex", "fossil"],
    explanation: {
      young:
        "Dinosaurs were animals that lived a very, very long time ago. Some were as big as a house and some were as small as a chicken. We learn about them from old bones called fossils.",
      middle:
        "Dinosaurs were reptiles that lived from about 230 to 66 million years ago. Scientists study their fossils, bones and footprints turned to stone, to learn how they looked and lived. Birds are their living relatives!",
      teen: "Dinosaurs dominated land ecosystems through the Mesozoic era. Most lineages ended 66 million years ago after an asteroid impact changed the climate, but birds descend from small feathered theropods, so dinosaurs are not entirely gone.",
    },
  },
  {
    keywords: ["moon"],
    explanation: {
      young: "The Moon is a big ball of rock in the sky. It does not make its own light. It shines because the Sun lights it up!",
      middle:
        "The Moon orbits Earth about once every 27 days. It reflects sunlight, and as it moves we see different amounts of its lit side: these are the Moon's phases.",
      teen: "The Moon is tidally locked, so the same side always faces Earth. Its phases come from the changing angle between the Sun, Earth and Moon, and its gravity drives most of Earth's ocean tides.",
    },
  },
  {
    keywords: ["sun", "star"],
    explanation: {
      young: "The Sun is a star. It is a giant ball of hot, glowing gas. It gives us light and keeps us warm.",
      middle:
        "The Sun is a star, a huge ball of hot gas about 150 million km away. In its centre, tiny particles join together and release energy that reaches us as light and heat.",
      teen: "The Sun is a main-sequence star powered by nuclear fusion: in its core, hydrogen nuclei fuse into helium and release energy that takes thousands of years to reach the surface, then about eight minutes to reach Earth.",
    },
  },
  {
    keywords: ["rainbow"],
    explanation: {
      young: "A rainbow happens when sunshine and raindrops meet. The drops split the light into pretty colours!",
      middle:
        "A rainbow forms when sunlight enters raindrops, bends, bounces off the back of the drop and bends again. Each colour bends a little differently, so white light spreads into red, orange, yellow, green, blue, indigo and violet.",
      teen: "Rainbows come from refraction, internal reflection and dispersion in water droplets: the refractive index of water depends on wavelength, so each colour leaves the drop at a slightly different angle, about 42 degrees for red.",
    },
  },
  {
    keywords: ["plant", "photosynthesis", "leaf", "leaves"],
    explanation: {
      young: "Plants make their own food! They use sunlight, water and air. That is why plants need the Sun.",
      middle:
        "Plants make food by photosynthesis: their leaves use sunlight to turn water and carbon dioxide from the air into sugar, and they release the oxygen we breathe.",
      teen: "In photosynthesis, chlorophyll captures light energy to split water and fix carbon dioxide into glucose in the Calvin cycle, releasing oxygen as a by-product.",
    },
  },
  {
    keywords: ["rain", "cloud", "water cycle"],
    explanation: {
      young: "The Sun warms water and it floats up into the sky. It makes clouds. When clouds get full, water falls down as rain!",
      middle:
        "In the water cycle, the Sun heats water so it evaporates into the air. The vapour cools and condenses into clouds, then falls as rain or snow, and flows back to rivers and seas.",
      teen: "The water cycle moves water through evaporation, transpiration, condensation, precipitation and runoff, driven by solar energy and gravity; it also moves heat around the planet.",
    },
  },
  {
    keywords: ["fraction", "half", "quarter"],
    explanation: {
      young: "A fraction is a part of something. If you cut a pizza into 2 same pieces, each piece is one half!",
      middle:
        "A fraction shows parts of a whole. The bottom number says how many equal parts there are, and the top number says how many you have: 3/4 means 3 of 4 equal parts.",
      teen: "A fraction a/b is the number you get by dividing a by b. Equivalent fractions name the same number (2/4 = 1/2); to add fractions, rewrite them with a common denominator first.",
    },
  },
  {
    keywords: ["gravity", "fall"],
    explanation: {
      young: "Gravity is a pull. It pulls things down to the ground. That is why a ball falls when you drop it!",
      middle:
        "Gravity is the force that pulls objects toward each other. Earth is so big that its pull keeps us on the ground and keeps the Moon going around us.",
      teen: "Gravity is the attraction between masses; near Earth's surface it accelerates falling objects at about 9.8 m/s² regardless of their mass (ignoring air resistance).",
    },
  },
  {
    keywords: ["heart", "blood"],
    explanation: {
      young: "Your heart is a strong muscle in your chest. It pumps blood all around your body, all day and all night!",
      middle:
        "The heart is a muscle that pumps blood through your body. Blood carries oxygen from your lungs and food energy to every part of you.",
      teen: "The heart has four chambers: the right side pumps blood to the lungs to pick up oxygen, and the left side pumps oxygen-rich blood through the arteries to the rest of the body.",
    },
  },
  {
    keywords: ["bee", "honey"],
    explanation: {
      young: "Bees are busy insects. They visit flowers and make honey. They help flowers grow too!",
      middle:
        "Bees collect nectar and pollen from flowers. Moving pollen from flower to flower is called pollination, and it helps plants make fruit and seeds. Honeybees turn nectar into honey.",
      teen: "Bees are key pollinators: many crops depend on them. Honeybee colonies divide work between a queen, drones and thousands of workers, and communicate flower locations with a 'waggle dance'.",
    },
  },
  {
    keywords: ["planet", "solar system", "mars", "jupiter"],
    explanation: {
      young: "Planets are big round worlds that go around the Sun. Earth is our planet. There are 8 planets!",
      middle:
        "Our solar system has eight planets orbiting the Sun: Mercury, Venus, Earth, Mars, Jupiter, Saturn, Uranus and Neptune. The first four are rocky; the last four are giants made mostly of gas and ice.",
      teen: "The eight planets formed from a disc of gas and dust about 4.6 billion years ago. Rocky planets formed close to the Sun where it was hot; gas giants formed further out, beyond the frost line.",
    },
  },
];
