import type {
  AddressLike,
  BaseContract,
  BaseContractMethod,
  BigNumberish,
  BytesLike,
  ContractTransactionResponse,
  Result,
} from 'ethers';

// A small, abitype-style mapping from a `const` ABI to ethers v6 method types, so contract calls
// are checked by TypeScript without a code generator. Tuples (structs) fall back to `unknown`.

interface AbiParameter {
  readonly type: string;
}

interface AbiFunction {
  readonly type: 'function';
  readonly name: string;
  readonly inputs: readonly AbiParameter[];
  readonly outputs: readonly AbiParameter[];
  readonly stateMutability: string;
}

interface AbiConstructor {
  readonly type: 'constructor';
  readonly inputs: readonly AbiParameter[];
}

type InputOf<T extends string> = T extends `${infer Item}[${string}]`
  ? readonly InputOf<Item>[]
  : T extends 'address'
    ? AddressLike
    : T extends `uint${string}` | `int${string}`
      ? BigNumberish
      : T extends 'bool'
        ? boolean
        : T extends 'string'
          ? string
          : T extends `bytes${string}`
            ? BytesLike
            : unknown;

type OutputOf<T extends string> = T extends `${infer Item}[${string}]`
  ? OutputOf<Item>[]
  : T extends 'address' | 'string' | `bytes${string}`
    ? string
    : T extends `uint${string}` | `int${string}`
      ? bigint
      : T extends 'bool'
        ? boolean
        : unknown;

/** Argument tuple for a list of ABI parameters. */
export type AbiInputs<P extends readonly AbiParameter[]> = {
  -readonly [K in keyof P]: P[K] extends AbiParameter ? InputOf<P[K]['type']> : never;
};

type AbiOutputs<P extends readonly AbiParameter[]> = P extends readonly []
  ? void
  : P extends readonly [infer Only extends AbiParameter]
    ? OutputOf<Only['type']>
    : Result;

type ReadOnly = 'view' | 'pure';

// Distributes over overloads, so an overloaded name accepts any of its argument lists.
type InputsOf<F> = F extends AbiFunction ? AbiInputs<F['inputs']> : never;
type ResultOf<F> = F extends AbiFunction ? AbiOutputs<F['outputs']> : never;
type DefaultOf<F> = F extends AbiFunction
  ? F['stateMutability'] extends ReadOnly
    ? AbiOutputs<F['outputs']>
    : ContractTransactionResponse
  : never;

type FunctionsOf<TAbi extends readonly unknown[]> = Extract<TAbi[number], AbiFunction>;

/** Methods of a contract, keyed by function name, typed from its `const` ABI. */
export type AbiMethods<TAbi extends readonly unknown[]> = {
  [N in FunctionsOf<TAbi>['name']]: BaseContractMethod<
    InputsOf<Extract<FunctionsOf<TAbi>, { name: N }>>,
    ResultOf<Extract<FunctionsOf<TAbi>, { name: N }>>,
    Extract<
      DefaultOf<Extract<FunctionsOf<TAbi>, { name: N }>>,
      ResultOf<Extract<FunctionsOf<TAbi>, { name: N }>> | ContractTransactionResponse
    >
  >;
};

/** An ethers `Contract` whose methods are typed from its `const` ABI. */
export type TypedContract<TAbi extends readonly unknown[]> = BaseContract & Omit<AbiMethods<TAbi>, keyof BaseContract>;

/** Constructor arguments typed from a `const` ABI (empty when it has no constructor). */
export type ConstructorArgs<TAbi extends readonly unknown[]> = [Extract<TAbi[number], AbiConstructor>] extends [never]
  ? []
  : AbiInputs<Extract<TAbi[number], AbiConstructor>['inputs']>;
