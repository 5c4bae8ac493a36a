// npm run storage:migrate — copies every uploaded file from the local folder (DATA_DIR/files)
// to the S3-compatible storage configured by STORAGE_URL / S3_*. Safe to run again.
import { copyStorage } from "../storage/copy-storage.js";
import { localStorageRoot } from "../storage/create-storage.js";
import { s3Storage } from "../storage/s3-storage.js";
import { localFolders, localStorage } from "../storage/storage.js";
import { loadCliConfig } from "./cli-config.js";

async function main(): Promise<number> {
  const config = loadCliConfig();
  if (config.storage.driver !== "s3") {
    console.error("Set STORAGE_URL=s3://bucket/prefix?… or S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) to say where the files go.");
    return 2;
  }
  const root = localStorageRoot(config);
  const target = s3Storage(config.storage);
  await target.check();
  const folders = await localFolders(root);
  console.log(`Copying ${folders.length ? folders.join(", ") : "nothing"} from ${root} to s3://${config.storage.bucket}/${config.storage.prefix}`);
  const report = await copyStorage(localStorage(root), target, folders, (key, action) => {
    if (action !== "unchanged") console.log(`  ${action} ${key}`);
  });
  for (const f of report.failed) console.error(`  failed ${f.key}: ${f.error}`);
  console.log(`copied ${report.copied}, already there ${report.unchanged}, failed ${report.failed.length}`);
  return report.failed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
