// A language alone or an unknown region gets Child Helpline International's directory (decisions.md).

export interface Helpline {
  region: string;
  text: string;
}

const HELPLINES: Readonly<Record<string, string>> = {
  GB: "Childline on 0800 1111 (free, any time)",
  IE: "Childline on 1800 66 66 66 (free, any time)",
  US: "the 988 Suicide & Crisis Lifeline: call or text 988",
  CA: "Kids Help Phone on 1-800-668-6868, or text CONNECT to 686868",
  AU: "Kids Helpline on 1800 55 1800 (free, any time)",
  NZ: "Youthline on 0800 376 633, or text 234",
  IN: "CHILDLINE on 1098 (free, any time)",
  DE: "Nummer gegen Kummer on 116 111 (free)",
  FR: "3114, the national suicide prevention line (free, any time)",
  NL: "Kindertelefoon on 0800 0432 (free)",
};

export const INTERNATIONAL_HELPLINE: Helpline = {
  region: "INTL",
  text: "a free children's helpline; you can find the one for your country at childhelplineinternational.org",
};

function regionsOf(acceptLanguage: string): string[] {
  return acceptLanguage
    .split(",")
    .map((entry) => entry.split(";")[0]!.trim())
    .flatMap((tag) => {
      const region = tag.split(/[-_]/).find((part, index) => index > 0 && /^[A-Za-z]{2}$/.test(part));
      return region ? [region.toUpperCase()] : [];
    });
}

/** Where a region's general line is a suicide line, abuse and grooming go to the line for those. */
const ABUSE_HELPLINES: Readonly<Record<string, string>> = {
  US: "the Childhelp National Child Abuse Hotline: call or text 1-800-422-4453",
  FR: "119, Allô Enfance en Danger (free, any time)",
};

export function helplineFor(locale: string | undefined, kind: "self_harm" | "abuse" | "grooming" = "self_harm"): Helpline {
  for (const region of regionsOf(locale ?? "")) {
    const text = (kind === "self_harm" ? undefined : ABUSE_HELPLINES[region]) ?? HELPLINES[region];
    if (text) return { region, text };
  }
  return INTERNATIONAL_HELPLINE;
}
