const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code: number) => (text: string) => (useColor ? `\u001b[${code}m${text}\u001b[0m` : text);

export const bold = paint(1);
export const dim = paint(2);
export const red = paint(31);
export const green = paint(32);
export const yellow = paint(33);
const PALETTE = [paint(36), paint(35), paint(34), paint(33), paint(32), paint(96), paint(95), paint(94)];

const NAME_WIDTH = 14; // "advertiser-web"
const colors = new Map<string, (text: string) => string>();

function colorOf(name: string): (text: string) => string {
  let color = colors.get(name);
  if (!color) {
    color = PALETTE[colors.size % PALETTE.length] ?? ((text: string) => text);
    colors.set(name, color);
  }
  return color;
}

export function printLine(name: string, line: string): void {
  process.stdout.write(`${colorOf(name)(name.padEnd(NAME_WIDTH))} ${dim("│")} ${line}\n`);
}

export const log = {
  info(message: string): void {
    printLine("dev-stack", message);
  },
  warn(message: string): void {
    printLine("dev-stack", yellow(`⚠ ${message}`));
  },
  error(message: string): void {
    printLine("dev-stack", red(`✖ ${message}`));
  },
  ok(message: string): void {
    printLine("dev-stack", green(`✔ ${message}`));
  },
  block(text: string): void {
    process.stdout.write(`${text}\n`);
  },
};
