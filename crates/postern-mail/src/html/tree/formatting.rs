//! Formatting elements (`<b>`, `<font>`, `<a>`…): the standard's list of active formatting
//! elements, reopened after a block closes them, and the adoption agency that closes them when
//! they are misnested. A `<font style="font-size:0">` left open across paragraphs hides them
//! all in a browser, so it does here.

use super::*;

impl Builder {
    pub(super) fn insert_formatting(&mut self, tag: &Tag<'_>, k: u32) {
        let name = self.tag_name;
        // Elements are the same when their names and attributes are (as written: a reference
        // spelled two ways makes two elements, which only lets more be reopened).
        let attributes = tag
            .attrs
            .iter()
            .fold(0u64, |sum, a| sum.wrapping_add(hash(a.name.as_bytes()) ^ hash(a.raw().as_bytes()).rotate_left(17)));
        let marker = self.formatting.iter().rposition(|e| matches!(e, Entry::Marker)).map_or(0, |m| m + 1);
        let mut same = 0;
        let mut earliest = None;
        for i in marker..self.formatting.len() {
            if matches!(&self.formatting[i], Entry::Element { name: n, attributes: a, .. } if *n == name && *a == attributes)
            {
                same += 1;
                earliest.get_or_insert(i);
            }
        }
        if let (3.., Some(i)) = (same, earliest) {
            self.formatting.remove(i);
        }
        if self.formatting.len() - marker >= MAX_FORMATTING {
            return self.give_up();
        }
        let record = self.insert(tag, k, 0);
        self.formatting.push(Entry::Element { record, name, attributes });
    }

    /// Reopens formatting elements that a block closed while they were active (`<p><b>x</p>y`:
    /// `y` is bold too).
    pub(super) fn reconstruct(&mut self) {
        let len = self.formatting.len();
        let open = |e: &Entry, doc: &Document| match e {
            Entry::Marker => true,
            Entry::Element { record, .. } => doc.records[*record as usize].open,
        };
        if len == 0 || open(&self.formatting[len - 1], &self.doc) {
            return;
        }
        let mut first = len - 1;
        while first > 0 && !open(&self.formatting[first - 1], &self.doc) {
            first -= 1;
        }
        for i in first..len {
            if self.too_complex {
                return;
            }
            let Entry::Element { record, name, .. } = self.formatting[i].clone() else { continue };
            let parent =
                if self.top().kind & kind::TABLE_CONTEXT != 0 { self.foster_parent() } else { self.top().record };
            let clone = self.clone_record(record, parent);
            self.push(clone, name, kind_of(name));
            if let Entry::Element { record, .. } = &mut self.formatting[i] {
                *record = clone;
            }
        }
    }

    pub(super) fn clone_record(&mut self, record: u32, parent: u32) -> u32 {
        let mut copy = self.doc.records[record as usize].clone();
        copy.parent = parent;
        copy.open = false;
        self.doc.records.push(copy);
        if self.doc.records.len() > self.max_records {
            self.give_up();
        }
        (self.doc.records.len() - 1) as u32
    }

    /// The standard's adoption agency: the end tag of a formatting element closes it even when
    /// blocks were opened inside it, moving those blocks out of it, so that what follows is no
    /// longer formatted (and text that was in them keeps its formatting).
    pub(super) fn adoption(&mut self, subject: Name) {
        let top = self.stack.len() - 1;
        let top_record = self.stack[top].record;
        if self.stack[top].name == subject && !self.formatting.iter().any(|e| e.record() == Some(top_record)) {
            self.pop_to(top);
            return;
        }
        for _ in 0..8 {
            let Some(f) = self.active_formatting(subject) else { return self.any_other_end(subject) };
            let Some(si) = self.stack.iter().rposition(|fr| fr.record == f) else {
                self.forget(f);
                return;
            };
            if si == 0 || self.stack[si + 1..].iter().any(|fr| fr.kind & kind::SCOPE != 0) {
                return;
            }
            let Some(mut fb) = (si + 1..self.stack.len()).find(|&k| self.stack[k].kind & kind::SPECIAL != 0) else {
                if let Some(i) = self.formatting.iter().position(|e| e.record() == Some(f)) {
                    self.formatting.remove(i);
                }
                self.close(si);
                return;
            };
            let common = self.stack[si - 1].record;
            let furthest = self.stack[fb].record;
            let mut insert_after: Option<u32> = None;
            let mut node = fb;
            let mut last = furthest;
            let mut inner = 0;
            loop {
                inner += 1;
                node -= 1;
                if node == si {
                    break;
                }
                let n = self.stack[node].record;
                let entry = self.formatting.iter().rposition(|e| e.record() == Some(n));
                if inner > 3 || entry.is_none() {
                    if let Some(e) = entry {
                        self.formatting.remove(e);
                    }
                    self.remove_frame(node);
                    fb -= 1;
                    continue;
                }
                let clone = self.clone_record(n, NO_PARENT);
                self.doc.records[n as usize].open = false;
                self.doc.records[clone as usize].open = true;
                self.stack[node].record = clone;
                if let Some(Entry::Element { record, .. }) = entry.and_then(|e| self.formatting.get_mut(e)) {
                    *record = clone;
                }
                if last == furthest {
                    insert_after = Some(clone);
                }
                self.doc.records[last as usize].parent = clone;
                last = clone;
            }
            self.doc.records[last as usize].parent = common;
            // The furthest block goes on as a new record; its old record becomes the formatting
            // element's copy that holds what the block held so far.
            let parent = self.doc.records[furthest as usize].parent;
            let block = self.clone_record(furthest, parent);
            self.doc.records[block as usize].open = true;
            let mut copy = self.doc.records[f as usize].clone();
            copy.parent = block;
            copy.open = true;
            self.doc.records[furthest as usize] = copy;
            self.stack[fb].record = block;
            self.stack[fb].content = Content::Other;
            let Some(old) = self.formatting.iter().position(|e| e.record() == Some(f)) else { return };
            let Entry::Element { attributes, .. } = self.formatting[old] else { return };
            let entry = Entry::Element { record: furthest, name: subject, attributes };
            match insert_after.and_then(|r| self.formatting.iter().position(|e| e.record() == Some(r))) {
                Some(after) => {
                    self.formatting.insert(after + 1, entry);
                    let old = if old > after { old + 1 } else { old };
                    self.formatting.remove(old);
                }
                None => self.formatting[old] = entry,
            }
            self.remove_frame(si);
            fb -= 1;
            self.open[bit(subject)] += 1;
            let frame = Frame {
                record: furthest,
                name: subject,
                label: label(subject),
                kind: kind_of(subject),
                content: Content::Other,
                after_single: false,
            };
            self.stack.insert(fb + 1, frame);
        }
    }

    /// The last active formatting element named `name` (after the last marker).
    pub(super) fn active_formatting(&self, name: Name) -> Option<u32> {
        for e in self.formatting.iter().rev() {
            match e {
                Entry::Marker => return None,
                Entry::Element { record, name: n, .. } if *n == name => return Some(*record),
                Entry::Element { .. } => {}
            }
        }
        None
    }

    /// Takes a formatting element out of the active list and the stack.
    pub(super) fn forget(&mut self, record: u32) {
        if let Some(i) = self.formatting.iter().position(|e| e.record() == Some(record)) {
            self.formatting.remove(i);
        }
        if let Some(i) = self.stack.iter().rposition(|f| f.record == record)
            && i > 0
        {
            self.remove_frame(i);
        }
    }

    pub(super) fn clear_to_marker(&mut self) {
        while let Some(e) = self.formatting.pop() {
            if matches!(e, Entry::Marker) {
                break;
            }
        }
    }
}

/// A 64-bit hash of `bytes`, eight at a time.
fn hash(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0x9E37_79B9_7F4A_7C15 ^ bytes.len() as u64;
    let mut chunks = bytes.chunks_exact(8);
    for chunk in &mut chunks {
        let word = u64::from_le_bytes(chunk.try_into().unwrap_or([0; 8]));
        h = (h ^ word).wrapping_mul(0xBF58_476D_1CE4_E5B9).rotate_left(31);
    }
    let mut last = [0u8; 8];
    last[..chunks.remainder().len()].copy_from_slice(chunks.remainder());
    h = (h ^ u64::from_le_bytes(last)).wrapping_mul(0x94D0_49BB_1331_11EB);
    h ^ (h >> 29)
}
