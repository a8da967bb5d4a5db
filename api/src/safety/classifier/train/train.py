#!/usr/bin/python3
"""
Trains the statistical layer of Bloom's offline safety screen (ADR 0038): one logistic regression
per category over hashed word uni/bigrams and character 3-5-grams, exported as plain JSON weights
that api/src/safety/classifier/model.ts scores with the same features.

    /usr/bin/python3 train.py --data /work/data-safety --out ../model.json --heldout /work/data-safety/heldout.jsonl
    /usr/bin/python3 train.py --sample smoke-sample.jsonl --out /tmp/model.json   # the smoke test

Needs Debian's python3-sklearn (apt-get install python3-sklearn; PyPI is not used). Prints every
figure it reports. Never trains on OpenAI's moderation-api-release samples, shared/safety/messages.jsonl
or api/src/safety/corpus: those are for measurement only (bench/safety/classifier.ts).

SOURCES (files under --data, copied from public GitHub repositories; raw data is kept out of this
repository). Label mapping: "suicide" covers suicidal ideation and self-harm; "harassment" covers
bullying, insults and hate aimed at people; everything else is a negative for every head.

| file                              | repository @ path                                                                         | licence                      | rows   | mapping |
| suicide_ideation_twitter.csv      | SBU-Projects/suicidal-text-detection-model @ Datasets/Suicide_Ideation_Dataset(Twitter-based).csv | none stated (public repo) | 1,787  | "Potential Suicide post" -> suicide; else none |
| twitter_suicidal_intention.csv    | HosamMhmdAli/HosamMhmdAli-twitters-uicidal-Nlp-project @ twitter-suicidal_data.csv (Kaggle "twitter suicidal data") | none stated | 9,119 | intention 1 -> suicide; 0 -> none |
| suicide_watch_a.csv               | torrentpien/chatgpt-textmining-workshop @ Suicide_Detection.csv (500-row sample of Kaggle "Suicide and Depression Detection", r/SuicideWatch vs r/teenagers) | none stated | 500 | suicide -> suicide; non-suicide (r/teenagers) -> none |
| reddit_r_suicidewatch.csv         | Tearway001/ML_Depression_Reddit_Users @ r_suicidewatch.csv (title + body; moderator posts dropped) | none stated | ~980 | suicide |
| reddit_r_casualconversation.csv   | Tearway001/ML_Depression_Reddit_Users @ r_casualconversation.csv (moderator posts dropped) | none stated | ~830 | none |
| depression_reddit_cleaned.csv     | Tearway001/ML_Depression_Reddit_Users @ depression_dataset_reddit_cleaned.csv              | none stated                  | 7,731  | is_depressive 0 -> none; 1 dropped (depression is neither a negative nor suicide) |
| cyberbullying_tweets.csv          | i02chmoc/IMD_Datasets @ cyberbullying_tweets.csv (subset of Wang et al. 2020, SOSNet, "open access") | none stated | 19,775 | gender, religion -> harassment; not_cyberbullying -> none |
| davidson_labeled.csv              | t-davidson/hate-speech-and-offensive-language @ data/labeled_data.csv                      | MIT                          | 24,783 | class 0 (hate), 1 (offensive) -> harassment; 2 -> none |
| (in this repository)              | api/src/curriculum/*.ts: every string of 40+ characters (lessons on wars, cells, death)  | the project's own            | 304    | none |

No public labelled set for threats of violence, abuse disclosures or sexual content was reachable
from this machine (Jigsaw's toxic comments and the Reddit suicide-watch set are too large for the
snapshots; see ADR 0038), so the model has two heads; the lexicon alone judges the other categories.

SPLITS: after dropping duplicate texts (first kept), each source is shuffled with SEED and cut
70% train / 15% validation / 15% test. The thresholds are chosen on the validation split; the test
split is written to --heldout for the measurement in TypeScript. Cross-source figures retrain on one
group of sources and measure on the other.
"""

import argparse
import csv
import glob
import json
import math
import os
import random
import re
import sys

import numpy as np
from scipy.sparse import csr_matrix
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import average_precision_score, roc_auc_score

SEED = 20240533
BUCKETS = 1 << 18  # features are FNV-1a 32-bit hashes modulo 2^18
C = 4.0  # inverse L2 strength of each logistic regression
PRUNE_BELOW = 0.1  # weights smaller than this (in absolute value) are dropped from the export
MAX_CHARS = 2000  # a training text is cut here (the reddit posts are long; student messages are not)
CATEGORIES = ["suicide", "harassment"]
# The validation split picks two thresholds per head: "likely" (a critical finding) at the lowest
# score whose precision is at least HIGH_PRECISION, "possible" (a concern) at the highest score that
# still reaches CONCERN_RECALL.
HIGH_PRECISION = 0.95
CONCERN_RECALL = 0.90
GROUPS = {  # for the cross-source figures: train on one group, measure on the other
    "suicide": (["twitter_suicidal_intention", "suicide_ideation_twitter"], ["suicide_watch_a", "reddit_r_suicidewatch", "reddit_r_casualconversation", "depression_reddit_cleaned"]),
    "harassment": (["cyberbullying_tweets"], ["davidson_labeled"]),
}

csv.field_size_limit(1 << 30)


# --- features: implemented identically in api/src/safety/classifier/features.ts -------------------

def fnv1a(text):
    h = 0x811C9DC5
    for byte in text.encode("utf-8"):
        h ^= byte
        h = (h * 0x01000193) & 0xFFFFFFFF
    return h


_hash_cache = {}


def bucket(feature):
    b = _hash_cache.get(feature)
    if b is None:
        b = fnv1a(feature) % BUCKETS
        _hash_cache[feature] = b
    return b


def tokens_of(text):
    lowered = text.lower().replace("'", "").replace("\u2019", "")
    return re.findall(r"[a-z0-9]+", lowered)


def features(text):
    """The set of buckets of a text: words, word pairs and character 3-5-grams of the words joined by spaces."""
    tokens = tokens_of(text)
    found = set()
    for word in tokens:
        found.add(bucket("w:" + word))
    for first, second in zip(tokens, tokens[1:]):
        found.add(bucket("b:" + first + " " + second))
    padded = " " + " ".join(tokens) + " "
    for n in (3, 4, 5):
        for i in range(len(padded) - n + 1):
            found.add(bucket("c:" + padded[i : i + n]))
    return found


def matrix(texts):
    rows, cols = [], []
    for row, text in enumerate(texts):
        found = features(text)
        rows.extend([row] * len(found))
        cols.extend(found)
    values = np.ones(len(cols))
    m = csr_matrix((values, (rows, cols)), shape=(len(texts), BUCKETS))
    # L2-normalised presence: each present bucket weighs 1/sqrt(number of buckets present).
    norms = np.sqrt(np.asarray(m.sum(axis=1)).ravel())
    norms[norms == 0] = 1
    return csr_matrix(m.multiply(1 / norms[:, None]))


def score_exported(head, text):
    """The score of the exported (pruned, rounded) weights, as model.ts computes it."""
    found = features(text)
    if not found:
        return 1 / (1 + math.exp(-head["bias"]))
    weights = head["_dict"]
    total = 0.0
    for b in sorted(found):
        total += weights.get(b, 0.0)
    z = head["bias"] + total / math.sqrt(len(found))
    return 1 / (1 + math.exp(-z))


# --- data -----------------------------------------------------------------------------------------

def read_csv(path):
    with open(path, newline="", encoding="utf-8", errors="replace") as f:
        return list(csv.DictReader(f))


def load_sources(data_dir, repo_root):
    """Rows of (source, text, category or None)."""
    rows = []

    def add(source, text, category):
        text = (text or "").strip()
        if len(text) >= 3:
            rows.append((source, text[:MAX_CHARS], category))

    p = lambda name: os.path.join(data_dir, name)  # noqa: E731
    for r in read_csv(p("suicide_ideation_twitter.csv")):
        add("suicide_ideation_twitter", r["Tweet"], "suicide" if r["Suicide"].startswith("Potential") else None)
    for r in read_csv(p("twitter_suicidal_intention.csv")):
        add("twitter_suicidal_intention", r["tweet"], "suicide" if r["intention"].strip() == "1" else None)
    for r in read_csv(p("suicide_watch_a.csv")):
        add("suicide_watch_a", r["text"], "suicide" if r["class"] == "suicide" else None)
    for name, category in (("reddit_r_suicidewatch", "suicide"), ("reddit_r_casualconversation", None)):
        for r in read_csv(p(name + ".csv")):
            if r.get("is_mod") == "moderator":
                continue
            add(name, (r["title"] + ". " + r["body"]).strip(". "), category)
    for r in read_csv(p("depression_reddit_cleaned.csv")):
        if r["is_depressive"].strip() == "0":
            add("depression_reddit_cleaned", r["clean_text"] if "clean_text" in r else r["text"], None)
    for r in read_csv(p("cyberbullying_tweets.csv")):
        kind = r["cyberbullying_type"]
        add("cyberbullying_tweets", r["tweet_text"], "harassment" if kind in ("gender", "religion", "age", "ethnicity", "other_cyberbullying") else None)
    for r in read_csv(p("davidson_labeled.csv")):
        add("davidson_labeled", r["tweet"], "harassment" if r["class"] in ("0", "1") else None)
    for text in curriculum_strings(repo_root):
        add("curriculum", text, None)
    return rows


def curriculum_strings(repo_root):
    texts = []
    for path in sorted(glob.glob(os.path.join(repo_root, "api", "src", "curriculum", "*.ts"))):
        if path.endswith(".test.ts"):
            continue
        with open(path, encoding="utf-8") as f:
            for match in re.finditer(r'"((?:[^"\\]|\\.){40,})"', f.read()):
                texts.append(match.group(1).replace('\\"', '"'))
    return texts


def load_sample(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.strip():
                r = json.loads(line)
                rows.append((r["source"], r["text"], r["category"]))
    return rows


def dedupe(rows):
    seen, kept = set(), []
    for row in rows:
        key = " ".join(tokens_of(row[1]))
        if key in seen:
            continue
        seen.add(key)
        kept.append(row)
    return kept


def split(rows):
    by_source = {}
    for row in rows:
        by_source.setdefault(row[0], []).append(row)
    parts = {"train": [], "val": [], "test": []}
    rng = random.Random(SEED)
    for source in sorted(by_source):
        items = by_source[source]
        rng.shuffle(items)
        a, b = int(len(items) * 0.70), int(len(items) * 0.85)
        parts["train"] += items[:a]
        parts["val"] += items[a:b]
        parts["test"] += items[b:]
    return parts


# --- training and measuring -----------------------------------------------------------------------

def fit(x, y):
    model = LogisticRegression(C=C, solver="liblinear", max_iter=200, random_state=SEED)
    model.fit(x, y)
    return model


def prf_at(scores, labels, threshold):
    predicted = scores >= threshold
    tp = int(np.sum(predicted & (labels == 1)))
    fp = int(np.sum(predicted & (labels == 0)))
    fn = int(np.sum(~predicted & (labels == 1)))
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    return precision, recall, fp / max(1, int(np.sum(labels == 0)))


def choose_thresholds(scores, labels):
    candidates = sorted(set(np.round(scores, 4)))
    likely = next((t for t in candidates if prf_at(scores, labels, t)[0] >= HIGH_PRECISION), 0.99)
    possible = max((t for t in candidates if prf_at(scores, labels, t)[1] >= CONCERN_RECALL), default=0.5)
    return float(likely), float(min(possible, likely))


def auprc(labels, scores):
    return average_precision_score(labels, scores) if 0 < labels.sum() < len(labels) else float("nan")


def report(name, labels, scores, thresholds):
    likely, possible = thresholds
    p1, r1, f1 = prf_at(scores, labels, likely)
    p2, r2, f2 = prf_at(scores, labels, possible)
    auc = roc_auc_score(labels, scores) if 0 < labels.sum() < len(labels) else float("nan")
    print(
        f"  {name:<44} n={len(labels):>6} pos={int(labels.sum()):>5}  AUPRC {auprc(labels, scores):.3f}  AUC {auc:.3f}  "
        f"likely>={likely:.2f}: P {p1:.3f} R {r1:.3f} FA {f1:.3%}   possible>={possible:.2f}: P {p2:.3f} R {r2:.3f} FA {f2:.3%}"
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", help="directory of the source files listed above")
    parser.add_argument("--sample", help="a JSON-lines file of {source, text, category} instead of --data (smoke test)")
    parser.add_argument("--out", required=True, help="where to write the model's JSON weights")
    parser.add_argument("--fixture", help="where to write the parity fixture (texts and their Python scores)")
    parser.add_argument("--heldout", help="where to write the test split as JSON lines, for the TypeScript measurement")
    parser.add_argument("--no-cross", action="store_true", help="skip the cross-source figures")
    args = parser.parse_args()

    here = os.path.dirname(os.path.abspath(__file__))
    repo_root = os.path.abspath(os.path.join(here, "..", "..", "..", "..", ".."))
    if args.sample:
        rows = load_sample(args.sample)
    elif args.data:
        rows = load_sources(args.data, repo_root)
    else:
        parser.error("give --data or --sample")
    rows = dedupe(rows)
    parts = split(rows)
    print(f"seed {SEED}; {len(rows)} texts after dropping duplicates; train {len(parts['train'])}, validation {len(parts['val'])}, test {len(parts['test'])}")
    sources = sorted({r[0] for r in rows})
    for source in sources:
        n = [r for r in rows if r[0] == source]
        counts = {c: sum(1 for r in n if r[2] == c) for c in CATEGORIES}
        print(f"  {source:<30} {len(n):>6} texts  " + "  ".join(f"{c} {k}" for c, k in counts.items()) + f"  none {sum(1 for r in n if r[2] is None)}")

    x = {k: matrix([r[1] for r in v]) for k, v in parts.items()}
    export = {"version": 1, "buckets": BUCKETS, "hash": "fnv1a32", "seed": SEED, "heads": {}}
    for category in CATEGORIES:
        y = {k: np.array([1 if r[2] == category else 0 for r in v]) for k, v in parts.items()}
        if y["train"].sum() == 0:
            print(f"{category}: no positive example, head skipped")
            continue
        model = fit(x["train"], y["train"])
        val_scores = model.predict_proba(x["val"])[:, 1]
        thresholds = choose_thresholds(val_scores, y["val"])
        weights = model.coef_.ravel()
        keep = np.flatnonzero(np.abs(weights) >= PRUNE_BELOW)
        head = {
            "bias": round(float(model.intercept_[0]), 6),
            "likely": round(thresholds[0], 4),
            "possible": round(thresholds[1], 4),
            "index": [int(i) for i in keep],
            "weight": [round(float(weights[i]), 3) for i in keep],
        }
        export["heads"][category] = head
        head["_dict"] = dict(zip(head["index"], head["weight"]))
        print(f"\n{category}: {len(keep)} of {int(np.sum(weights != 0))} weights kept (|w| >= {PRUNE_BELOW}); thresholds likely {thresholds[0]:.3f}, possible {thresholds[1]:.3f}")
        test_rows = parts["test"]
        full = model.predict_proba(x["test"])[:, 1]
        pruned = np.array([score_exported(head, r[1]) for r in test_rows])
        report("test split, all sources (as trained)", y["test"], full, thresholds)
        report("test split, all sources (exported weights)", y["test"], pruned, thresholds)
        for source in sources:
            mask = np.array([r[0] == source for r in test_rows])
            if mask.sum() and y["test"][mask].sum() > 0 and y["test"][mask].sum() < mask.sum():
                report(f"test split, {source}", y["test"][mask], pruned[mask], thresholds)
            elif mask.sum():
                fa = float(np.mean(pruned[mask] >= thresholds[1])) if y["test"][mask].sum() == 0 else float("nan")
                print(f"  test split, {source:<32} n={int(mask.sum()):>6} (one class) possible-or-above rate {fa:.3%}")

    if not args.no_cross and not args.sample:
        print("\ncross-source: trained on one group's train split, measured on the other group's test split")
        for category, (a, b) in GROUPS.items():
            for train_group, test_group in ((a, b), (b, a)):
                # Negatives of every other source stay in training: only the category's own sources switch.
                others = lambda r: r[0] not in a and r[0] not in b  # noqa: E731
                train = [r for r in parts["train"] if r[0] in train_group or others(r)]
                val = [r for r in parts["val"] if r[0] in train_group]
                test = [r for r in parts["test"] if r[0] in test_group]
                ytr = np.array([1 if r[2] == category else 0 for r in train])
                yv = np.array([1 if r[2] == category else 0 for r in val])
                yt = np.array([1 if r[2] == category else 0 for r in test])
                model = fit(matrix([r[1] for r in train]), ytr)
                thresholds = choose_thresholds(model.predict_proba(matrix([r[1] for r in val]))[:, 1], yv)
                scores = model.predict_proba(matrix([r[1] for r in test]))[:, 1]
                report(f"{category}: {'+'.join(train_group)[:20]}.. -> {'+'.join(test_group)[:16]}..", yt, scores, thresholds)

    fixture_texts = [
        "i want to kill myself tonight",
        "nobody would even notice if i was gone",
        "how did the black death spread across europe",
        "you are so ugly and stupid nobody likes you",
        "can you help me factor x squared minus 9",
        "I'm stressed about exams but I'll be fine",
        "",
    ]
    for head in export["heads"].values():
        head.pop("_dict", None)
    with open(args.out, "w", encoding="utf-8") as f:
        json.dump(export, f, separators=(",", ":"))
    print(f"\nwrote {args.out}: {os.path.getsize(args.out)} bytes")
    if args.fixture:
        for head in export["heads"].values():
            head["_dict"] = dict(zip(head["index"], head["weight"]))
        fixture = [{"text": t, "scores": {c: score_exported(h, t) for c, h in export["heads"].items()}, "buckets": sorted(features(t))[:20]} for t in fixture_texts]
        with open(args.fixture, "w", encoding="utf-8") as f:
            json.dump(fixture, f, indent=1)
        print(f"wrote {args.fixture}")
    if args.heldout:
        with open(args.heldout, "w", encoding="utf-8") as f:
            for source, text, category in parts["test"]:
                f.write(json.dumps({"source": source, "text": text, "category": category}) + "\n")
        print(f"wrote {args.heldout}: {len(parts['test'])} texts")


if __name__ == "__main__":
    sys.exit(main())
