"""The modules shard_torch_test.py runs: small nn.Modules written here
(an MLP, a GPT block, a module with a scaled residual, a language model
with a tied head) and transformers' families as they come, each at a size
a 2-core machine runs in seconds, with the Megatron column/row hints that
split them over tp."""
import torch


class MLP(torch.nn.Module):
    def __init__(self, hidden=32, ffn=128):
        super().__init__()
        self.fc1 = torch.nn.Linear(hidden, ffn)
        self.fc2 = torch.nn.Linear(ffn, hidden)

    def forward(self, x):
        return self.fc2(torch.nn.functional.gelu(self.fc1(x)))


class DeepMLP(torch.nn.Module):
    """Two MLPs with a tanh between: four layers to cut into stages."""

    def __init__(self):
        super().__init__()
        self.a, self.b = MLP(), MLP()

    def forward(self, x):
        return self.b(torch.tanh(self.a(x)))


class Block(torch.nn.Module):
    """Pre-norm GPT block: causal multi-head attention and a GELU MLP."""

    def __init__(self, hidden=32, heads=4, ffn=128):
        super().__init__()
        self.heads = heads
        self.ln1 = torch.nn.LayerNorm(hidden)
        self.q = torch.nn.Linear(hidden, hidden)
        self.k = torch.nn.Linear(hidden, hidden)
        self.v = torch.nn.Linear(hidden, hidden)
        self.o = torch.nn.Linear(hidden, hidden)
        self.ln2 = torch.nn.LayerNorm(hidden)
        self.mlp = MLP(hidden, ffn)

    def forward(self, x):
        b, s, h = x.shape
        d = h // self.heads
        y = self.ln1(x)
        q, k, v = (f(y).view(b, s, self.heads, d).transpose(1, 2)
                   for f in (self.q, self.k, self.v))
        scores = q @ k.transpose(-1, -2) / d ** 0.5
        mask = torch.triu(torch.ones(s, s, dtype=torch.bool), 1)
        probs = torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
        x = x + self.o((probs @ v).transpose(1, 2).reshape(b, s, h))
        return x + self.mlp(self.ln2(x))


class Scaled(torch.nn.Module):
    """A layer with a non-persistent buffer, as transformers keeps causal
    masks and rotary frequencies (torch-mlir's importer needs them in the
    state dict)."""

    def __init__(self, hidden=32):
        super().__init__()
        self.fc = torch.nn.Linear(hidden, hidden)
        self.register_buffer("scale", torch.linspace(0.5, 1.5, hidden),
                             persistent=False)

    def forward(self, x):
        return torch.tanh(self.fc(x)) * self.scale


class TiedLM(torch.nn.Module):
    """An embedding and an LM head that share one weight."""

    def __init__(self, vocab=64, hidden=32):
        super().__init__()
        self.embed = torch.nn.Embedding(vocab, hidden)
        self.fc = torch.nn.Linear(hidden, hidden)
        self.head = torch.nn.Linear(hidden, vocab, bias=False)
        self.head.weight = self.embed.weight

    def forward(self, ids):
        return self.head(torch.relu(self.fc(self.embed(ids))))


def encoder():
    """nn.TransformerEncoder, 2 post-norm layers, sequence-first."""
    layer = torch.nn.TransformerEncoderLayer(d_model=32, nhead=4,
                                             dim_feedforward=64, dropout=0.0)
    return torch.nn.TransformerEncoder(layer, num_layers=2,
                                       enable_nested_tensor=False)


def family(make_config, model_class, column, row, **config):
    """A transformers model as it comes (random weights, its default
    attention and masks) with its Megatron hints: the layers whose names
    end with one of `column` / `row`; None without transformers."""
    try:
        import transformers
    except ImportError:
        return None
    model = getattr(transformers, model_class)(
        getattr(transformers, make_config)(**config))
    layers = [name for name, _ in model.named_modules()]
    return (model, lambda m, x: m(x).last_hidden_state,
            [n for n in layers if n.endswith(column)],
            [n for n in layers if n.endswith(row)])


# Small configs whose shapes coincide on purpose (batch x sequence =
# hidden = FFN = 32 where the family allows), 2 layers each.
def gpt2():
    """GPT-2: Conv1D layers with [in, out] weights, a fused QKV."""
    return family("GPT2Config", "GPT2Model", ("attn.c_attn", "mlp.c_fc"),
                  ("attn.c_proj", "mlp.c_proj"), vocab_size=128,
                  n_positions=16, n_embd=32, n_layer=2, n_head=4,
                  bos_token_id=0, eos_token_id=0)


def bert():
    """BERT: post-norm, a padding mask made from all ones."""
    return family("BertConfig", "BertModel",
                  ("query", "key", "value", "intermediate.dense"),
                  ("attention.output.dense", "layer.0.output.dense",
                   "layer.1.output.dense"),
                  vocab_size=128, hidden_size=32, intermediate_size=32,
                  num_hidden_layers=2, num_attention_heads=4,
                  max_position_embeddings=16)


def decoder(name):
    """A Llama-style decoder (grouped-query attention, RoPE, SwiGLU), no
    explicit mask: transformers' `name`Config and `name`Model (Llama;
    Qwen2, which adds q/k/v biases)."""
    return family(f"{name}Config", f"{name}Model",
                  ("q_proj", "k_proj", "v_proj", "gate_proj", "up_proj"),
                  ("o_proj", "down_proj"), vocab_size=128, hidden_size=32,
                  intermediate_size=32, num_hidden_layers=2,
                  num_attention_heads=4, num_key_value_heads=2,
                  max_position_embeddings=16, bos_token_id=0,
                  eos_token_id=0)


def t5():
    """T5's encoder: relative position biases, a tied embedding."""
    return family("T5Config", "T5EncoderModel",
                  ("SelfAttention.q", "SelfAttention.k", "SelfAttention.v",
                   "DenseReluDense.wi"),
                  ("SelfAttention.o", "DenseReluDense.wo"), vocab_size=128,
                  d_model=32, d_kv=8, d_ff=32, num_layers=2, num_heads=4,
                  dropout_rate=0.0)


def vit():
    """ViT: patch embedding (a strided convolution), a class token."""
    return family("ViTConfig", "ViTModel",
                  ("q_proj", "k_proj", "v_proj", "mlp.fc1"),
                  ("o_proj", "mlp.fc2"), image_size=16, patch_size=4,
                  num_channels=3, hidden_size=32, intermediate_size=32,
                  num_hidden_layers=2, num_attention_heads=4)


def mixtral():
    """Mixtral as it comes (its default grouped_mm experts, which
    shard_torch replaces by batched_mm): a top-2 router over 4 experts,
    with Megatron's hints for its attention only."""
    return family("MixtralConfig", "MixtralModel",
                  ("q_proj", "k_proj", "v_proj"), ("o_proj",),
                  vocab_size=128, hidden_size=32, intermediate_size=32,
                  num_hidden_layers=2, num_attention_heads=4,
                  num_key_value_heads=2, num_local_experts=4,
                  num_experts_per_tok=2, max_position_embeddings=16,
                  bos_token_id=0, eos_token_id=0)


class CausalLM(torch.nn.Module):
    """A transformers causal LM's logits, for a loss of (logits, labels)."""

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, ids):
        return self.model(input_ids=ids).logits


def cross_entropy(logits, labels):
    return torch.nn.functional.cross_entropy(
        logits.reshape(-1, logits.shape[-1]), labels.reshape(-1))
