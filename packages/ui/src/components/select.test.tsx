import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Label } from "./label.tsx";
import { Select } from "./select.tsx";

describe("Select", () => {
  it("is a native select named by its label, that says what was picked", () => {
    const onChange = vi.fn<(value: string) => void>();
    render(
      <>
        <Label htmlFor="status">Status</Label>
        <Select id="status" defaultValue="new" onChange={(event) => onChange(event.target.value)}>
          <option value="new">New</option>
          <option value="resolved">Resolved</option>
        </Select>
      </>,
    );
    const select = screen.getByRole("combobox", { name: "Status" });
    expect(select.tagName).toBe("SELECT");
    expect(select.className).toContain("ks-select-control");
    fireEvent.change(select, { target: { value: "resolved" } });
    expect(onChange).toHaveBeenCalledWith("resolved");
  });

  it("puts a class given to it on its wrapper, beside the kit's own", () => {
    const { container } = render(
      <Select aria-label="Reason" className="wide">
        <option>Broken</option>
      </Select>,
    );
    expect(container.firstElementChild?.className).toBe("ks-select wide");
  });
});
