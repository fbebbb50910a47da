// An Int32Array that grows as it is appended to: columns of the index built without an object per row.
export class GrowableInt32 {
  private data = new Int32Array(1024);
  length = 0;

  push(value: number) {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }

  at(i: number): number {
    return this.data[i];
  }
}
