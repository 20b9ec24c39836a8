import { AdvertiserIdentity, PendingRegistration, SESSION_STORAGE_KEYS } from "@kidsafe/contracts";
import type { z } from "zod";

// Session storage can throw (storage disabled, quota); the portal then works as if nothing was stored.
function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Nothing to keep it in: the flow still works within this page.
  }
}

function remove(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing was stored.
  }
}

/** A stored JSON entry checked against its schema; a damaged one reads as absent. */
function jsonEntry<Schema extends z.ZodType>(key: string, schema: Schema) {
  return {
    read(): z.output<Schema> | null {
      const raw = read(key);
      if (raw === null) return null;
      try {
        const parsed = schema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    write(value: z.input<Schema>): void {
      write(key, JSON.stringify(value));
    },
    clear(): void {
      remove(key);
    },
  };
}

/** `advertiserAuth` = {appName, id} of the signed-in advertiser. */
export const advertiserAuthStorage = jsonEntry(SESSION_STORAGE_KEYS.advertiserAuth, AdvertiserIdentity);

/** The registration form kept between the form and the safety check (`pendingRegistration`). */
export const pendingRegistrationStorage = jsonEntry(SESSION_STORAGE_KEYS.pendingRegistration, PendingRegistration);

/** The local day ('YYYY-MM-DD') the payment prompt last opened on (`lastPaymentPromptDate`). */
export const paymentPromptStorage = {
  lastShownDay: (): string | null => read(SESSION_STORAGE_KEYS.lastPaymentPromptDate),
  markShown: (day: string): void => write(SESSION_STORAGE_KEYS.lastPaymentPromptDate, day),
};
