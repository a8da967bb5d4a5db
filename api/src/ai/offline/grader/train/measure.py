"""Figures on held-out data: macro-F1 at the pass mark and AUC (SemEval test splits, 2-way) and
Pearson with the human grade (Mohler), for `bun run eval:grader` outputs, beside the untrained
word-overlap baseline (its threshold for F1 is the one fit.py found on the training sets).

    /usr/bin/python3 measure.py LABELS_DIR BEFORE_DIR AFTER_DIR FEATURES_DIR OVERLAP_THRESHOLD

Nothing is fitted or tuned here; the files read are the test splits, used for these figures only.
"""

import json
import sys

import numpy as np
from scipy.stats import pearsonr
from sklearn.metrics import f1_score, roc_auc_score

SPLITS = ["test-beetle-ua", "test-beetle-uq", "test-scientsbank-ua", "test-scientsbank-uq", "test-scientsbank-ud"]


def read(path, field):
    with open(path, encoding="utf-8") as handle:
        return {row["id"]: row[field] for row in map(json.loads, filter(str.strip, handle))}


def main(labels_dir, before_dir, after_dir, features_dir, overlap_threshold):
    print("| split | n | before F1 | before AUC | after F1 | after AUC | overlap F1 | overlap AUC |")
    print("| --- | --: | --: | --: | --: | --: | --: | --: |")
    for split in SPLITS:
        labels = read(f"{labels_dir}/{split}.jsonl", "label")
        ids = list(labels)
        y = np.array([labels[i] for i in ids])
        cells = []
        for folder in (before_dir, after_dir):
            scores = read(f"{folder}/{split}.jsonl", "score")
            s = np.array([scores[i] for i in ids])
            cells += [f1_score(y, s >= 0.7, average="macro"), roc_auc_score(y, s)]
        overlap = read(f"{features_dir}/{split}.jsonl", "overlap")
        o = np.array([overlap[i] for i in ids])
        cells += [f1_score(y, o >= overlap_threshold, average="macro"), roc_auc_score(y, o)]
        print(f"| {split} | {len(ids)} | " + " | ".join(f"{c:.3f}" for c in cells) + " |")
    labels = read(f"{labels_dir}/test-mohler.jsonl", "label")
    ids = list(labels)
    y = np.array([labels[i] for i in ids])
    row = []
    for folder in (before_dir, after_dir):
        scores = read(f"{folder}/test-mohler.jsonl", "score")
        s = np.array([scores[i] for i in ids])
        row.append(pearsonr(y, s)[0])
        row.append(float(np.mean(s == 0)))
        full = y == 5
        row.append(float(np.mean(s[full] >= 0.7)))
    overlap = read(f"{features_dir}/test-mohler.jsonl", "overlap")
    row.append(pearsonr(y, np.array([overlap[i] for i in ids]))[0])
    print()
    print("| Mohler (n={}) | before | after | overlap |".format(len(ids)))
    print("| --- | --: | --: | --: |")
    print(f"| Pearson | {row[0]:.3f} | {row[3]:.3f} | {row[6]:.3f} |")
    print(f"| share scored exactly 0 | {row[1]:.1%} | {row[4]:.1%} | |")
    print(f"| 5/5 answers that pass | {row[2]:.1%} | {row[5]:.1%} | |")


if __name__ == "__main__":
    main(*sys.argv[1:5], float(sys.argv[5]))
