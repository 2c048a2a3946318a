/** A binary min-heap of pixel indices by a float key, in typed arrays (the fast march pushes hundreds of thousands). */
export class MinHeap {
  private keys = new Float32Array(1024);
  private items = new Int32Array(1024);
  size = 0;

  push(key: number, item: number): void {
    if (this.size === this.keys.length) {
      const keys = new Float32Array(this.size * 2);
      const items = new Int32Array(this.size * 2);
      keys.set(this.keys);
      items.set(this.items);
      [this.keys, this.items] = [keys, items];
    }
    let at = this.size++;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (this.keys[parent] <= key) break;
      this.keys[at] = this.keys[parent];
      this.items[at] = this.items[parent];
      at = parent;
    }
    this.keys[at] = key;
    this.items[at] = item;
  }

  /** The item of the smallest key, removed. */
  pop(): number {
    const top = this.items[0];
    const key = this.keys[--this.size];
    const item = this.items[this.size];
    let at = 0;
    for (;;) {
      let child = 2 * at + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && this.keys[child + 1] < this.keys[child]) child++;
      if (this.keys[child] >= key) break;
      this.keys[at] = this.keys[child];
      this.items[at] = this.items[child];
      at = child;
    }
    this.keys[at] = key;
    this.items[at] = item;
    return top;
  }
}
