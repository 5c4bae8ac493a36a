import readline from "node:readline";
import { Writable } from "node:stream";

/**
 * Reads a secret without it ever appearing in argv (visible to every user of the machine
 * in the process list) or on screen. On a terminal it prompts with echo off; piped, it
 * takes the first line of stdin.
 */
export async function readSecret(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) return firstLineOfStdin();
  let muted = false;
  const output = new Writable({
    write(chunk, _enc, cb) {
      if (!muted) process.stdout.write(chunk);
      cb();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  try {
    return await new Promise<string>((resolve) => {
      rl.question(prompt, (answer) => {
        process.stdout.write("\n");
        resolve(answer);
      });
      muted = true;
    });
  } finally {
    rl.close();
  }
}

async function firstLineOfStdin(): Promise<string> {
  let data = "";
  for await (const chunk of process.stdin) {
    data += String(chunk);
    const nl = data.indexOf("\n");
    if (nl >= 0) return data.slice(0, nl).replace(/\r$/, "");
  }
  return data;
}
