import { PREVIEW_TEST_TEXTS } from "@kidsafe/contracts";
import type { LinkPreview } from "@kidsafe/contracts";
import { ApiError, Button, Card, TextField } from "@kidsafe/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { FormEvent } from "react";
import { adminApi } from "../../lib/api.ts";

/** The card a preview or its failure shows ('Error', the failure text, and the HTTP status text). */
type Shown = { kind: "preview"; preview: LinkPreview } | { kind: "failure"; status: string };

/**
 * The link preview test page: a URL (a code-hosting site by default) and Preview; the same GET /api/preview the
 * children's overlay uses. A blank URL does nothing.
 */
export function PreviewTest() {
  const [url, setUrl] = useState<string>(PREVIEW_TEST_TEXTS.defaultUrl);
  const [shown, setShown] = useState<Shown | null>(null);
  const preview = useMutation({
    mutationFn: (target: string) => adminApi.preview(target),
    onSuccess: (result) => setShown({ kind: "preview", preview: result }),
    onError: (error) => {
      console.error("Link preview failed", error);
      // The seed's HTTP status text: on this operators' test page the status leads, as a developer's tool shows it.
      setShown({ kind: "failure", status: error instanceof ApiError ? `${String(error.status)}: ${error.message}` : error.message });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (url.trim() === "") return;
    preview.mutate(url.trim());
  };
  return (
    <div className="console-stack">
      <form className="console-inline-form" onSubmit={submit}>
        <TextField label="URL" type="url" value={url} onChange={(event) => setUrl(event.target.value)} />
        <Button type="submit" loading={preview.isPending}>
          {PREVIEW_TEST_TEXTS.previewButton}
        </Button>
      </form>
      {shown?.kind === "preview" && (
        <Card className="preview-card" aria-label="Preview">
          {shown.preview.image && <img src={shown.preview.image} alt="" className="preview-image" />}
          <h2>{shown.preview.title}</h2>
          <p>{shown.preview.description}</p>
          <p className="ks-muted">{shown.preview.url}</p>
        </Card>
      )}
      {shown?.kind === "failure" && (
        <Card className="preview-card" role="alert" aria-label="Preview failed">
          <h2>{PREVIEW_TEST_TEXTS.errorTitle}</h2>
          <p>{PREVIEW_TEST_TEXTS.failedDescription}</p>
          <p className="ks-muted">{shown.status}</p>
        </Card>
      )}
    </div>
  );
}
